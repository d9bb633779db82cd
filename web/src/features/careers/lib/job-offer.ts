/** A published, open job offer as visitors read it (server/src/content/careers-pages.ts renders it). */
export interface PublicJobOffer {
  slug: string;
  title: string;
  department: string;
  location: string;
  /** « Temps plein », « Stage »… */
  employmentType: string;
  summary: string;
  /** Sanitised on the server when it was saved (decision 0891). */
  descriptionHtml: string;
  skills: string[];
  /** The last day applications are taken (YYYY-MM-DD), or null. */
  closesOn: string | null;
  /** ISO date-time. */
  publishedAt: string;
}

export type JobOfferSummary = Omit<PublicJobOffer, "descriptionHtml">;

export const CAREERS_PATH = "/carrieres";
export const jobOfferHref = (slug: string) => `${CAREERS_PATH}/${slug}`;
/** The application form of an offer's page. */
export const applyHref = (slug: string) => `${jobOfferHref(slug)}#candidature`;

/** The id of the /carrieres section the server fills with the open offers. */
export const OFFERS_SECTION_ID = "offres-emploi";
/** The id of an offer page's section the server fills with the offer. */
export const OFFER_SECTION_ID = "offre";

/** The slug of the page the build prerenders as every offer page's template (never an offer's: it starts with `_`). */
export const JOB_OFFER_TEMPLATE_SLUG = "_modele";

const dateFormatter = new Intl.DateTimeFormat("fr-FR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "2026-12-31" → "31 décembre 2026". */
export function formatClosingDate(day: string): string {
  return dateFormatter.format(new Date(`${day}T00:00:00Z`));
}

/** « 1 poste à pourvoir », « 3 postes à pourvoir », « Aucun poste ouvert pour l'instant ». */
export function openingsTitle(count: number): string {
  if (count === 0) return "Aucun poste ouvert pour l'instant";
  return count === 1 ? "1 poste à pourvoir" : `${count} postes à pourvoir`;
}
