import type { JobOfferSummary, PublicJobOffer } from "~/features/careers/lib/job-offer";
import type { Database } from "../db/database";
import { nextDate } from "./rendered-pages";
import type { DbRow } from "../db/rows";

/** The SQL condition of a public offer: published, its date come, not closed (the migration's job_offer_is_public). */
export const OPEN_OFFER = "public.job_offer_is_public(status, published_at, closes_on)";

export type JobOfferRow = DbRow<
  "job_offers",
  | "id"
  | "slug"
  | "title"
  | "department"
  | "location"
  | "employment_type"
  | "summary"
  | "description_html"
  | "skills"
  | "closes_on"
  | "status"
  | "published_at"
  | "updated_at"
>;

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : new Date(0).toISOString());

/** The columns pages read (the closing day as text: the drivers read a `date` as a Date in different zones). */
export const JOB_OFFER_COLUMNS =
  "id, slug, title, department, location, employment_type, summary, description_html, skills, " +
  "closes_on::text as closes_on, status, published_at, updated_at";

export function jobOfferSummaryFromRow(row: JobOfferRow): JobOfferSummary {
  return {
    slug: row.slug,
    title: row.title,
    department: row.department,
    location: row.location,
    employmentType: row.employment_type,
    summary: row.summary,
    skills: row.skills,
    closesOn: row.closes_on,
    publishedAt: iso(row.published_at),
  };
}

export function jobOfferFromRow(row: JobOfferRow): PublicJobOffer {
  return { ...jobOfferSummaryFromRow(row), descriptionHtml: row.description_html };
}

/** The open offers, newest first. */
export async function openJobOffers(db: Pick<Database, "query">): Promise<JobOfferRow[]> {
  const { rows } = await db.query<JobOfferRow>(
    `select ${JOB_OFFER_COLUMNS} from public.job_offers where ${OPEN_OFFER} order by published_at desc, id desc limit 200`,
  );
  return rows;
}

/** The next time the open offers change by themselves: a scheduled publication, or the day after a closing date. */
export const nextJobOfferChange = (db: Pick<Database, "query">) =>
  nextDate(
    db,
    `select min(at) as at from (
       select published_at as at from public.job_offers where status = 'published' and published_at > now()
       union all
       select (closes_on + 1)::timestamp at time zone 'UTC' from public.job_offers
       where status = 'published' and (closes_on + 1)::timestamp at time zone 'UTC' > now()
     ) changes`,
  );
