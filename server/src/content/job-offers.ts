import type { JobOfferSummary, PublicJobOffer } from "~/features/careers/lib/job-offer";
import type { Tables } from "@common/database";
import { rowOf, rowsOf, type ContentApi } from "./api";

export type JobOfferRow = Pick<
  Tables<"job_offers">,
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

/** The columns pages read. */
const JOB_OFFER_COLUMNS =
  "id, slug, title, department, location, employment_type, summary, description_html, skills, closes_on, status, published_at, updated_at";

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

/** The open offers (Row Level Security: published, their date come, not closed), newest first. */
export async function openJobOffers(api: ContentApi): Promise<JobOfferRow[]> {
  return rowsOf(
    await api
      .from("job_offers")
      .select(JOB_OFFER_COLUMNS)
      .order("published_at", { ascending: false })
      .order("id", { ascending: false })
      .limit(200),
  );
}

/** The open offer at `slug`, or null. */
export async function openJobOffer(api: ContentApi, slug: string): Promise<JobOfferRow | null> {
  return rowOf(await api.from("job_offers").select(JOB_OFFER_COLUMNS).eq("slug", slug).maybeSingle());
}

/** The current address of an open offer that `oldSlug` used to name, or null. */
export async function movedJobOffer(api: ContentApi, oldSlug: string): Promise<string | null> {
  const row = rowOf(
    await api.from("job_offer_slug_redirects").select("job_offers(slug)").eq("old_slug", oldSlug).maybeSingle(),
  );
  return row?.job_offers?.slug ?? null;
}
