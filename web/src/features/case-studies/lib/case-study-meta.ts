import { site } from "~/config/site";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { caseStudyHref, type PublicCaseStudy } from "./case-study";

export function caseStudyListMeta() {
  return pageMeta({
    title: "Études de cas : nos missions en Afrique",
    description:
      "Découvrez comment nous avons accompagné des organisations de l'énergie, de la finance, des télécoms, du secteur public et des mines en Afrique de l'Ouest : contexte, démarche et résultats.",
    path: paths.caseStudies(),
  });
}

export function caseStudyMeta(study: PublicCaseStudy | undefined) {
  if (!study) return [{ title: `Étude de cas non trouvée | ${site.fullName}` }, { name: "robots", content: "noindex" }];
  return pageMeta({
    title: `${study.title} | Étude de cas`,
    description: study.summary,
    path: caseStudyHref(study.slug),
    type: "article",
  });
}
