import type { ResponsiveImageSources } from "@common/content-images";

/** A key figure of a study: « 12 » — « chantiers coordonnés ». */
export interface KeyFigure {
  value: string;
  label: string;
}

/** A published case study as a list shows it (server/src/content/case-study-pages.ts renders it). */
export interface CaseStudySummary {
  slug: string;
  title: string;
  client: string;
  /** « Énergie », « Finance », « Télécoms », « Secteur public », « Mines »… */
  sector: string;
  year: number | null;
  summary: string;
  /** The outcome in one sentence. */
  result: string;
  cover: ResponsiveImageSources | null;
}

/** A published case study as its page shows it. */
export interface PublicCaseStudy extends CaseStudySummary {
  /** City and country, or the office; empty: « Afrique de l'Ouest ». */
  location: string;
  duration: string;
  services: string[];
  /** The three parts of the story, each sanitised on the server when it was saved (decisions 0891, 0952). */
  challengeHtml: string;
  approachHtml: string;
  resultsHtml: string;
  figures: KeyFigure[];
  /** ISO date-time. */
  publishedAt: string;
}

export const CASE_STUDIES_PATH = "/etudes-de-cas";
export const caseStudyHref = (slug: string) => `${CASE_STUDIES_PATH}/${slug}`;

/** The slug of the page the build prerenders as every study's template (never a study's: it starts with `_`). */
export const CASE_STUDY_TEMPLATE_SLUG = "_modele";

/** The id of the list page's section the server fills with the published studies (the tabs island). */
export const CASE_STUDY_LIST_SECTION_ID = "etudes-de-cas-publiees";

export const DEFAULT_CASE_STUDY_LOCATION = "Afrique de l'Ouest";

/** The sectors the list's tabs filter on (spec: Énergie, Finance, Télécoms, Secteur public); others show under all. */
export const caseStudyFilterSectors = ["Énergie", "Finance", "Télécoms", "Secteur public"] as const;
export type CaseStudyFilterSector = (typeof caseStudyFilterSectors)[number];

/** The sectors the editor suggests. */
export const caseStudySectorSuggestions = [...caseStudyFilterSectors, "Mines"];

/** The columns of public.case_studies a public page reads. */
export interface CaseStudyRow {
  slug: string;
  title: string;
  client: string;
  sector: string;
  year: number | null;
  location: string;
  duration: string;
  services: string[];
  summary: string;
  result: string;
  challenge_html: string;
  approach_html: string;
  results_html: string;
  figures: unknown;
  published_at: Date | string | null;
}

export const CASE_STUDY_COLUMNS =
  "slug, title, client, sector, year, location, duration, services, summary, result, challenge_html, approach_html, " +
  "results_html, figures, cover_image, cover_alt, published_at";

/** Key figures as stored (jsonb), keeping only well-formed ones. */
export function keyFigures(value: unknown): KeyFigure[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is KeyFigure =>
      typeof item === "object" && item !== null && typeof item.value === "string" && typeof item.label === "string",
  );
}

export function caseStudySummaryFromRow(row: CaseStudyRow, cover: ResponsiveImageSources | null): CaseStudySummary {
  return {
    slug: row.slug,
    title: row.title,
    client: row.client,
    sector: row.sector,
    year: row.year,
    summary: row.summary,
    result: row.result,
    cover,
  };
}

export function caseStudyFromRow(row: CaseStudyRow, cover: ResponsiveImageSources | null): PublicCaseStudy {
  return {
    ...caseStudySummaryFromRow(row, cover),
    location: row.location,
    duration: row.duration,
    services: row.services,
    challengeHtml: row.challenge_html,
    approachHtml: row.approach_html,
    resultsHtml: row.results_html,
    figures: keyFigures(row.figures),
    publishedAt: new Date(row.published_at ?? Date.now()).toISOString(),
  };
}
