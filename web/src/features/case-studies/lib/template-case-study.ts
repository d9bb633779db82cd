import { caseStudies } from "~/content/case-studies";
import { CASE_STUDY_TEMPLATE_SLUG, type CaseStudySummary, type PublicCaseStudy } from "./case-study";

const richText = [
  "<h2>Intertitre</h2><h3>Sous-titre</h3><h4>Niveau quatre</h4>",
  '<p>Un paragraphe avec <strong>du gras</strong>, <em>de l\'italique</em>, <del>du barré</del>, <code>du code</code> et <a href="/etudes-de-cas">un lien</a>.</p>',
  "<ul><li>Élément</li></ul><ol><li>Étape</li></ol><blockquote><p>Citation</p></blockquote>",
  "<pre><code>bloc</code></pre><hr>",
  "<table><thead><tr><th>En-tête</th></tr></thead><tbody><tr><td>Cellule</td></tr></tbody></table>",
].join("");

/**
 * The template of every study's page: one of each element the three parts may hold, so the build's critical CSS
 * keeps their rules (decision 0937). The server replaces it with the study it serves.
 */
export const templateCaseStudy: PublicCaseStudy = {
  slug: CASE_STUDY_TEMPLATE_SLUG,
  title: "Modèle d'étude de cas",
  client: "Client",
  sector: "Finance",
  year: 2026,
  summary: "Le résumé de l'étude de cas.",
  result: "Le résultat en une phrase.",
  cover: null,
  location: "Ville, pays",
  duration: "12 mois",
  services: ["Service"],
  challengeHtml: richText,
  approachHtml: "<p>La démarche.</p>",
  resultsHtml: "<p>Les résultats.</p>",
  figures: [{ value: "12", label: "chiffre clé" }],
  publishedAt: "2026-01-01T00:00:00Z",
};

/** The seed's addresses of the studies of web/src/content/case-studies.ts (the seed migration gives them). */
const seedSlugs: Record<string, string> = {
  "pmcb-mali": "programme-expansion-miniere-mali",
  "bceao-portfolio": "portefeuille-projets-banque-centrale",
  "telecom-deployment": "deploiement-reseau-4g-zones-rurales",
  "sonabel-agile": "transformation-agile-dsi-electricite",
  "ecobank-digital": "programme-banque-numerique-panafricain",
  "senegal-gov": "bureau-suivi-projets-prioritaires-etat",
};

/**
 * The studies the build prerenders /etudes-de-cas with: those of the seed (web/src/content/case-studies.ts, the
 * seed migration's source). The server renders the live list from the database in their place.
 */
export function seedCaseStudies(): CaseStudySummary[] {
  return caseStudies.map((study) => ({
    slug: seedSlugs[study.id] ?? study.id,
    title: study.title,
    client: study.client,
    sector: study.sector,
    year: study.year,
    summary: study.summary,
    result: study.result,
    cover: null,
  }));
}
