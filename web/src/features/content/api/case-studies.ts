import type { ResponsiveImageSources } from "@common/content-images";
import { useQuery } from "@tanstack/react-query";
import { caseStudyFromRow, type CaseStudyRow, type KeyFigure, type PublicCaseStudy } from "~/features/case-studies";
import type { Tables } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import type { SavedContent } from "@common/functions/answers";
import type { SaveAction } from "../components/use-content-draft";
import { saveContent } from "./content-function";
import { coverImage } from "./preview";

/** Every column but updated_by, a staff account's id no API role reads (issue 42 item 4, decision 0988). */
export const CASE_STUDIES_COLUMNS =
  "approach, approach_html, challenge, challenge_html, client, cover_alt, cover_image, created_at, duration, figures, id, location, published_at, result, results, results_html, sector, seo_description, seo_title, services, slug, status, summary, title, updated_at, year";
export type CaseStudyRecord = Omit<Tables<"case_studies">, "updated_by">;
export type CaseStudyListRow = Pick<
  CaseStudyRecord,
  "id" | "slug" | "title" | "status" | "published_at" | "updated_at"
>;

export const caseStudyKeys = {
  list: ["case_studies", "back-office"] as const,
  one: (id: number) => ["case_studies", "back-office", id] as const,
  revisions: (id: number) => ["case_study_revisions", id] as const,
};

export function useCaseStudies() {
  return useQuery({
    queryKey: caseStudyKeys.list,
    queryFn: async (): Promise<CaseStudyListRow[]> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("case_studies")
        .select("id, slug, title, status, published_at, updated_at")
        .order("updated_at", { ascending: false });
      if (error) throw error;
      return data;
    },
  });
}

export function useCaseStudy(id: number | null) {
  return useQuery({
    queryKey: caseStudyKeys.one(id ?? 0),
    enabled: id !== null,
    queryFn: async (): Promise<{ row: CaseStudyRecord; cover: ResponsiveImageSources | null }> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.from("case_studies").select(CASE_STUDIES_COLUMNS).eq("id", id!).single();
      if (error) throw error;
      return { row: data, cover: await coverImage(data.cover_image, data.cover_alt) };
    },
  });
}

export function useCaseStudyRevisions(id: number | null) {
  return useQuery({
    queryKey: caseStudyKeys.revisions(id ?? 0),
    enabled: id !== null,
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("case_study_revisions")
        .select("id, action, changed_at, changed_by")
        .eq("case_study_id", id!)
        .order("changed_at", { ascending: false })
        .limit(20);
      if (error) throw error;
      return data;
    },
  });
}

/** What the editor sends to content-case-study (supabase/functions/content-case-study/case-study.ts). */
export interface CaseStudyDraft {
  id?: number;
  title: string;
  slug: string;
  client: string;
  sector: string;
  year: number | null;
  location: string;
  duration: string;
  services: string[];
  summary: string;
  result: string;
  /** Markdown: the context, the approach, the results. */
  challenge: string;
  approach: string;
  results: string;
  figures: KeyFigure[];
  cover_image: string | null;
  cover_alt: string | null;
  seo_title: string | null;
  seo_description: string | null;
}

export function saveCaseStudy(draft: CaseStudyDraft, action: SaveAction, publishAt?: string): Promise<SavedContent> {
  return saveContent("content-case-study", draft, action, publishAt);
}

/** The stored study (its three parts sanitised by the server) as its public page shows it. */
export async function previewCaseStudy(id: number): Promise<PublicCaseStudy> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("case_studies").select(CASE_STUDIES_COLUMNS).eq("id", id).single();
  if (error) throw error;
  return caseStudyFromRow(data as CaseStudyRow, await coverImage(data.cover_image, data.cover_alt));
}
