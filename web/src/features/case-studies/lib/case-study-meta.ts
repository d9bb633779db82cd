import { site } from "~/config/site";
import type { CaseStudy } from "~/content/case-studies";
import { paths } from "~/lib/paths";

function tags(title: string, description: string, path: string, type: "website" | "article") {
  const url = `${site.url}${path}`;
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:type", content: type },
    { property: "og:locale", content: "fr_FR" },
    { property: "og:site_name", content: site.fullName },
  ];
}

export function caseStudyListMeta() {
  return tags(
    `Études de cas : nos missions en Afrique | ${site.fullName}`,
    "Découvrez comment nous avons accompagné des organisations de l'énergie, de la finance, des télécoms, du secteur public et des mines en Afrique de l'Ouest : contexte, démarche et résultats.",
    paths.caseStudies(),
    "website",
  );
}

export function caseStudyMeta(study: CaseStudy | undefined) {
  if (!study) return [{ title: `Étude de cas non trouvée | ${site.fullName}` }, { name: "robots", content: "noindex" }];
  return tags(`${study.title} | Étude de cas | ${site.fullName}`, study.summary, paths.caseStudy(study.id), "article");
}
