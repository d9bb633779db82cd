import { jobOffers } from "~/content/careers";
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
 * The offers the build prerenders /carrieres with: those of the seed (web/src/content/careers.ts, the seed
 * migration's source). The server renders the live list from the database.
 */
export function seedJobOffers(): JobOfferSummary[] {
  return jobOffers.map((offer) => ({
    slug: offer.id,
    title: offer.title,
    department: offer.department,
    location: offer.location,
    employmentType: offer.type,
    summary: offer.description.split(". ")[0] + ".",
    skills: offer.skills,
    // The template's closing date, so the critical CSS keeps the line's rules.
    closesOn: null,
    publishedAt: "2026-11-02T08:00:00Z",
  }));
}
