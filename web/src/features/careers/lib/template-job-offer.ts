import { JOB_OFFER_TEMPLATE_SLUG, type JobOfferSummary, type PublicJobOffer } from "./job-offer";

/**
 * The template of every offer's page: one of each element a description may hold, so the build's critical CSS keeps
 * their rules (decision 0937). The server replaces it with the offer it serves.
 */
export const templateJobOffer: PublicJobOffer = {
  slug: JOB_OFFER_TEMPLATE_SLUG,
  title: "Modèle d'offre",
  department: "Département",
  location: "Ville, pays",
  employmentType: "Temps plein",
  summary: "Le résumé de l'offre.",
  descriptionHtml: [
    "<h2>Intertitre</h2><h3>Sous-titre</h3><h4>Niveau quatre</h4>",
    '<p>Un paragraphe avec <strong>du gras</strong>, <em>de l\'italique</em>, <del>du barré</del>, <code>du code</code> et <a href="/carrieres">un lien</a>.</p>',
    "<ul><li>Élément</li></ul><ol><li>Étape</li></ol><blockquote><p>Citation</p></blockquote>",
    "<pre><code>bloc</code></pre><hr>",
    "<table><thead><tr><th>En-tête</th></tr></thead><tbody><tr><td>Cellule</td></tr></tbody></table>",
  ].join(""),
  skills: ["Compétence"],
  closesOn: "2026-12-31",
  publishedAt: "2026-01-01T00:00:00Z",
};

/**
 * What the build prerenders /carrieres' offers section with: the template offer alone (its facts, skills and closing
 * date keep the list's rules in the critical CSS). The server always fills that section with the open offers of the
 * database (careers-pages.ts), so the build reads no offer of its own.
 */
export function templateJobOffers(): JobOfferSummary[] {
  const { descriptionHtml: _description, ...summary } = templateJobOffer;
  return [summary];
}
