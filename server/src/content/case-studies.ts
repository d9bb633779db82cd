import {
  CASE_STUDY_COLUMNS,
  caseStudySummaryFromRow,
  type CaseStudyRow,
  type CaseStudySummary,
} from "~/features/case-studies";
import type { ResponsiveImage } from "~/features/blog/lib/article";
import type { Database } from "../db/database";
import { imagesOf } from "./images";
import { nextDate } from "./rendered-pages";

/** The SQL condition of a public case study: published and its date come (the migration's read policy). */
export const PUBLISHED_STUDY = "status = 'published' and published_at <= now()";

export type StoredCaseStudyRow = CaseStudyRow & {
  id: number;
  cover_image: string | null;
  cover_alt: string | null;
  seo_title: string | null;
  seo_description: string | null;
  updated_at: Date | string;
};

const COLUMNS = `id, ${CASE_STUDY_COLUMNS}, seo_title, seo_description, updated_at`;

/** The published studies, newest first. */
export async function publishedCaseStudies(db: Pick<Database, "query">): Promise<StoredCaseStudyRow[]> {
  const { rows } = await db.query<StoredCaseStudyRow>(
    `select ${COLUMNS} from public.case_studies where ${PUBLISHED_STUDY} order by published_at desc, id desc limit 200`,
  );
  return rows;
}

/** The published study at `slug`, or null. */
export async function publishedCaseStudy(
  db: Pick<Database, "query">,
  slug: string,
): Promise<StoredCaseStudyRow | null> {
  const { rows } = await db.query<StoredCaseStudyRow>(
    `select ${COLUMNS} from public.case_studies where slug = $1 and ${PUBLISHED_STUDY}`,
    [slug],
  );
  return rows[0] ?? null;
}

/** The current address of a published study that `oldSlug` used to name, or null. */
export async function movedCaseStudy(db: Pick<Database, "query">, oldSlug: string): Promise<string | null> {
  const { rows } = await db.query<{ slug: string }>(
    `select s.slug from public.case_study_slug_redirects r join public.case_studies s on s.id = r.case_study_id
     where r.old_slug = $1 and s.status = 'published' and s.published_at <= now()`,
    [oldSlug],
  );
  return rows[0]?.slug ?? null;
}

/** The covers of the given studies (their responsive images, with the alt text written for each study). */
export async function coversOf(db: Pick<Database, "query">, rows: StoredCaseStudyRow[]) {
  const images = await imagesOf(
    db,
    rows.map((row) => row.cover_image),
  );
  return (row: StoredCaseStudyRow): ResponsiveImage | null => {
    const image = row.cover_image ? images.get(row.cover_image) : undefined;
    return image ? { ...image, alt: row.cover_alt ?? image.alt } : null;
  };
}

/** The studies as cards show them. */
export async function caseStudySummaries(
  db: Pick<Database, "query">,
  rows: StoredCaseStudyRow[],
): Promise<CaseStudySummary[]> {
  const cover = await coversOf(db, rows);
  return rows.map((row) => caseStudySummaryFromRow(row, cover(row)));
}

/** The next scheduled publication of a case study, after which its pages change. */
export const nextCaseStudyPublication = (db: Pick<Database, "query">) =>
  nextDate(
    db,
    "select min(published_at) as at from public.case_studies where status = 'published' and published_at > now()",
  );
