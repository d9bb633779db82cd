import type { ResponsiveImageSources } from "@common/content-images";
import { useQuery } from "@tanstack/react-query";
import { responsiveImage } from "~/features/blog";
import { getSupabase } from "~/lib/supabase";
import {
  CASE_STUDY_COLUMNS,
  caseStudyFromRow,
  caseStudySummaryFromRow,
  type CaseStudyRow,
  type CaseStudySummary,
  type PublicCaseStudy,
} from "./case-study";

type StoredRow = CaseStudyRow & { cover_image: string | null; cover_alt: string | null };

async function covers(rows: StoredRow[]): Promise<Map<string, ResponsiveImageSources>> {
  const ids = [...new Set(rows.map((row) => row.cover_image).filter((id): id is string => !!id))];
  const images = new Map<string, ResponsiveImageSources>();
  if (ids.length === 0) return images;
  const supabase = await getSupabase();
  const { data } = await supabase.from("content_images").select("id, width, height, placeholder, widths").in("id", ids);
  for (const row of data ?? []) {
    const alt = rows.find((study) => study.cover_image === row.id)?.cover_alt ?? "";
    images.set(row.id, responsiveImage(row, alt));
  }
  return images;
}

/** Published and due only: an editor signed in reads the drafts too (RLS), which visitors' pages never show. */
function published<Q extends { eq(column: string, value: string): Q; lte(column: string, value: string): Q }>(
  query: Q,
): Q {
  return query.eq("status", "published").lte("published_at", new Date().toISOString());
}

export type CaseStudyLookup =
  | { kind: "found"; study: PublicCaseStudy; similar: CaseStudySummary[] }
  | { kind: "moved"; slug: string }
  | { kind: "missing" };

/**
 * A published study read from the REST API (RLS shows only what is published), for the single-page app: a page
 * reached by a client-side navigation. A page load gets the server's rendering (server/src/content/case-study-pages.ts).
 */
export async function fetchPublicCaseStudy(slug: string): Promise<CaseStudyLookup> {
  const supabase = await getSupabase();
  const { data, error } = await published(supabase.from("case_studies").select(CASE_STUDY_COLUMNS))
    .eq("slug", slug)
    .maybeSingle();
  if (error) throw error;
  if (!data) {
    const moved = await supabase
      .from("case_study_slug_redirects")
      .select("case_studies(slug)")
      .eq("old_slug", slug)
      .maybeSingle();
    const target = (moved.data?.case_studies as { slug: string } | null | undefined)?.slug;
    return target ? { kind: "moved", slug: target } : { kind: "missing" };
  }
  const row = data as unknown as StoredRow;
  const others = await published(supabase.from("case_studies").select(CASE_STUDY_COLUMNS))
    .eq("sector", row.sector)
    .neq("slug", row.slug)
    .order("year", { ascending: false })
    .limit(3);
  const otherRows = (others.data ?? []) as unknown as StoredRow[];
  const images = await covers([row, ...otherRows]);
  const cover = (stored: StoredRow) => (stored.cover_image ? (images.get(stored.cover_image) ?? null) : null);
  return {
    kind: "found",
    study: caseStudyFromRow(row, cover(row)),
    similar: otherRows.map((other) => caseStudySummaryFromRow(other, cover(other))),
  };
}

export function usePublicCaseStudy(slug: string) {
  return useQuery({ queryKey: ["case_studies", "public", slug], queryFn: () => fetchPublicCaseStudy(slug) });
}

/** The published studies, newest first, for the list reached by a client-side navigation. */
export function usePublicCaseStudies(enabled = true) {
  return useQuery({
    queryKey: ["case_studies", "public"],
    enabled,
    queryFn: async (): Promise<CaseStudySummary[]> => {
      const supabase = await getSupabase();
      const { data, error } = await published(supabase.from("case_studies").select(CASE_STUDY_COLUMNS))
        .order("published_at", { ascending: false })
        .limit(200);
      if (error) throw error;
      const rows = data as unknown as StoredRow[];
      const images = await covers(rows);
      return rows.map((row) =>
        caseStudySummaryFromRow(row, row.cover_image ? (images.get(row.cover_image) ?? null) : null),
      );
    },
  });
}
