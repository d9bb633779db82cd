import { useQuery } from "@tanstack/react-query";
import type { PublicJobOffer } from "~/features/careers";
import type { Tables } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import type { SavedContent } from "@common/functions/answers";
import type { SaveAction } from "../components/use-content-draft";
import { saveContent } from "./content-function";

/** Every column but updated_by, a staff account's id no API role reads (issue 42 item 4, decision 0988). */
export const JOB_OFFERS_COLUMNS =
  "closes_on, created_at, department, description, description_html, employment_type, id, location, published_at, skills, slug, status, summary, title, updated_at";
export type JobOfferRecord = Omit<Tables<"job_offers">, "updated_by">;
export type JobOfferListRow = Pick<
  JobOfferRecord,
  "id" | "slug" | "title" | "status" | "published_at" | "closes_on" | "updated_at"
>;

export const jobOfferKeys = {
  list: ["job_offers", "back-office"] as const,
  one: (id: number) => ["job_offers", "back-office", id] as const,
  revisions: (id: number) => ["job_offer_revisions", id] as const,
};

export function useJobOffers() {
  return useQuery({
    queryKey: jobOfferKeys.list,
    queryFn: async (): Promise<JobOfferListRow[]> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("job_offers")
        .select("id, slug, title, status, published_at, closes_on, updated_at")
        .order("updated_at", { ascending: false });
      if (error) throw error;
      return data;
    },
  });
}

export function useJobOffer(id: number | null) {
  return useQuery({
    queryKey: jobOfferKeys.one(id ?? 0),
    enabled: id !== null,
    queryFn: async (): Promise<JobOfferRecord> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.from("job_offers").select(JOB_OFFERS_COLUMNS).eq("id", id!).single();
      if (error) throw error;
      return data;
    },
  });
}

export function useJobOfferRevisions(id: number | null) {
  return useQuery({
    queryKey: jobOfferKeys.revisions(id ?? 0),
    enabled: id !== null,
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("job_offer_revisions")
        .select("id, action, changed_at, changed_by")
        .eq("job_offer_id", id!)
        .order("changed_at", { ascending: false })
        .limit(20);
      if (error) throw error;
      return data;
    },
  });
}

/** What the editor sends to content-job-offer (supabase/functions/content-job-offer/job-offer.ts). */
export interface JobOfferDraft {
  id?: number;
  title: string;
  slug: string;
  department: string;
  location: string;
  employment_type: string;
  summary: string;
  description: string;
  skills: string[];
  /** YYYY-MM-DD or null. */
  closes_on: string | null;
}

export function saveJobOffer(draft: JobOfferDraft, action: SaveAction, publishAt?: string): Promise<SavedContent> {
  return saveContent("content-job-offer", draft, action, publishAt);
}

/** The stored offer (its description sanitised by the server) as its public page shows it. */
export async function previewJobOffer(id: number): Promise<PublicJobOffer> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("job_offers").select(JOB_OFFERS_COLUMNS).eq("id", id).single();
  if (error) throw error;
  return {
    slug: data.slug,
    title: data.title,
    department: data.department,
    location: data.location,
    employmentType: data.employment_type,
    summary: data.summary,
    descriptionHtml: data.description_html,
    skills: data.skills,
    closesOn: data.closes_on,
    publishedAt: data.published_at ?? new Date().toISOString(),
  };
}
