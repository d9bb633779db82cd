import { caseStudies } from "../content/case-studies";
import { demoFormations } from "../content/formations";
import { industries, industryPath } from "../content/industries";
import { paths } from "../lib/paths";

/**
 * Every public URL built to static HTML at build time. Signed-in screens are left to the SPA fallback.
 */
const marketing = [
  "/", "/accueil", "/bienvenue", "/a-propos", "/entreprise", "/notre-equipe", "/carrieres", "/services",
  "/services/conseil", "/services/coaching", "/expertise/gestion-de-projet", "/expertise/transformation-agile",
  "/solutions/bureau-de-projets", "/contact", "/blog", "/etudes-de-cas", "/mentions-legales", "/confidentialite",
  "/cgv", "/formations", "/formations/certifications", "/auth", "/mot-de-passe-oublie", "/politique-confidentialite",
  "/devis", "/newsletter/confirmation", "/newsletter/desinscription",
];

/** The not-found screen, prerendered once; the server answers every unknown path with it and status 404. */
export const NOT_FOUND_PAGE = "/404";

export async function prerenderPaths(): Promise<string[]> {
  return [
    ...marketing,
    NOT_FOUND_PAGE,
    ...demoFormations.flatMap(({ id }) => [paths.course(id), paths.courseEnrolment(id)]),
    ...caseStudies.map((study) => paths.caseStudy(study.id)),
    ...industries.map(industryPath),
  ];
}
