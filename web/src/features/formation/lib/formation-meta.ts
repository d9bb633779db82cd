import { findDemoFormation, parseFormationId } from "~/lib/formations";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { formationData } from "~/lib/seo/formation";
import { jsonLd } from "~/lib/seo/json-ld";
import { sessionsForFormation } from "~/lib/formation-sessions";

/** Title and description from the formation (the prerendered ids are the demo formations, the same rows as the seed). */
export function formationMeta(rawId: string | undefined, page: "detail" | "enrollment") {
  const id = parseFormationId(rawId);
  const formation = id === null ? undefined : findDemoFormation(id);
  if (!formation) {
    return pageMeta({
      title: "Formation",
      description: "Découvrez le programme, les dates et les modalités d'inscription de nos formations.",
      path: paths.catalogue(),
    });
  }
  if (page === "enrollment") {
    return [
      ...pageMeta({
        title: `Inscription : ${formation.title}`,
        description: `Inscrivez-vous à la formation « ${formation.title} » : sessions, tarif et moyens de paiement.`,
        path: paths.formationEnrollment(formation.id),
      }),
      { name: "robots", content: "noindex" },
    ];
  }
  const { sessions, matched } = sessionsForFormation(formation.id);
  return [
    ...pageMeta({
      title: formation.title,
      description: formation.description,
      path: paths.formation(formation.id),
      type: "article",
    }),
    jsonLd(formationData(formation, matched ? sessions : [])),
  ];
}
