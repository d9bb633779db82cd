import type { Tables } from "@common/database";
import { caseStudySummaryFromRow, type CaseStudySummary } from "~/features/case-studies";
import type { ResponsiveImage } from "~/features/blog/lib/article";
import { rowOf, rowsOf, type ContentApi } from "./api";
import { imagesOf } from "./images";

/** A study as the pages read it: the public columns (case-study.ts `CASE_STUDY_COLUMNS`) and the page's own. */
export type StoredCaseStudyRow = Pick<
  Tables<"case_studies">,
  | "id"
  | "slug"
  | "title"
  | "client"
  | "sector"
  | "year"
  | "location"
  | "duration"
  | "services"
  | "summary"
  | "result"
  | "challenge_html"
  | "approach_html"
  | "results_html"
  | "figures"
  | "cover_image"
  | "cover_alt"
  | "published_at"
  | "seo_title"
  | "seo_description"
  | "updated_at"
>;

const COLUMNS =
  "id, slug, title, client, sector, year, location, duration, services, summary, result, challenge_html, approach_html, results_html, figures, cover_image, cover_alt, published_at, seo_title, seo_description, updated_at";

/** The studies the public reads (Row Level Security: published, their date come), newest first. */
export async function publishedCaseStudies(api: ContentApi): Promise<StoredCaseStudyRow[]> {
  return rowsOf(
    await api
      .from("case_studies")
      .select(COLUMNS)
      .order("published_at", { ascending: false })
      .order("id", { ascending: false })
      .limit(200),
  );
}

/** The public study at `slug`, or null. */
export async function publishedCaseStudy(api: ContentApi, slug: string): Promise<StoredCaseStudyRow | null> {
  return rowOf(await api.from("case_studies").select(COLUMNS).eq("slug", slug).maybeSingle());
}

/** The current address of a public study that `oldSlug` used to name, or null. */
export async function movedCaseStudy(api: ContentApi, oldSlug: string): Promise<string | null> {
  const row = rowOf(
    await api.from("case_study_slug_redirects").select("case_studies(slug)").eq("old_slug", oldSlug).maybeSingle(),
  );
  return row?.case_studies?.slug ?? null;
}

/** The covers of the given studies (their responsive images, with the alt text written for each study). */
export async function coversOf(api: ContentApi, rows: StoredCaseStudyRow[]) {
  const images = await imagesOf(
    api,
    rows.map((row) => row.cover_image),
  );
  return (row: StoredCaseStudyRow): ResponsiveImage | null => {
    const image = row.cover_image ? images.get(row.cover_image) : undefined;
    return image ? { ...image, alt: row.cover_alt ?? image.alt } : null;
  };
}

/** The studies as cards show them. */
export async function caseStudySummaries(api: ContentApi, rows: StoredCaseStudyRow[]): Promise<CaseStudySummary[]> {
  const cover = await coversOf(api, rows);
  return rows.map((row) => caseStudySummaryFromRow(row, cover(row)));
}
