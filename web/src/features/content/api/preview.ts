import type { ResponsiveImageSources } from "@common/content-images";
import { useQuery } from "@tanstack/react-query";
import { responsiveImage, type PublicArticle } from "~/features/blog";
import { getSupabase } from "~/lib/supabase";
import { ARTICLES_COLUMNS, type ArticleRecord } from "./articles";

export async function coverImage(id: string | null, alt: string | null): Promise<ResponsiveImageSources | null> {
  if (!id) return null;
  const supabase = await getSupabase();
  const { data } = await supabase
    .from("content_images")
    .select("id, width, height, placeholder, widths")
    .eq("id", id)
    .maybeSingle();
  return data ? responsiveImage(data, alt ?? "") : null;
}

/** A content's stored image (a cover, a photo, a logo) with its alternative text, once its row names one. */
export function useContentImage(id: string | null | undefined, alt: string | null | undefined) {
  return useQuery({
    queryKey: ["content_images", id ?? ""],
    enabled: Boolean(id),
    queryFn: () => coverImage(id ?? null, alt ?? null),
  });
}

/** The stored article (its body sanitised by the server) as the public page shows it. */
export async function previewArticle(id: number): Promise<PublicArticle> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("articles").select(ARTICLES_COLUMNS).eq("id", id).single();
  if (error) throw error;
  return toPublicArticle(data, await coverImage(data.cover_image, data.cover_alt));
}

export function toPublicArticle(row: ArticleRecord, cover: ResponsiveImageSources | null): PublicArticle {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    bodyHtml: row.body_html,
    theme: row.theme,
    tags: row.tags,
    readingMinutes: row.reading_minutes,
    authorName: row.author_name,
    authorPosition: row.author_position,
    publishedAt: row.published_at ?? new Date().toISOString(),
    cover,
  };
}
