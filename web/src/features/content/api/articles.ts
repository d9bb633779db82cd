import type { ResponsiveImageSources } from "@common/content-images";
import { useQuery } from "@tanstack/react-query";
import type { Tables } from "@common/database";
import { getSupabase, getSupabaseStorage } from "~/lib/supabase";
import type { SavedContent } from "@common/functions/answers";
import type { SaveAction } from "../components/use-content-draft";
import { invokeFunction } from "~/lib/invoke-function";
import { SAVE_FAILED_MESSAGE, saveContent } from "./content-function";

/** Every column but updated_by, a staff account's id no API role reads (issue 42 item 4, decision 0988). */
export const ARTICLES_COLUMNS =
  "author_name, author_position, body, body_html, cover_alt, cover_image, created_at, id, published_at, reading_minutes, seo_description, seo_title, slug, status, summary, tags, theme, title, updated_at";
export type ArticleRecord = Omit<Tables<"articles">, "updated_by">;
export type ArticleListRow = Pick<ArticleRecord, "id" | "slug" | "title" | "status" | "published_at" | "updated_at">;

export const contentKeys = {
  articles: ["articles", "back-office"] as const,
  article: (id: number) => ["articles", "back-office", id] as const,
  revisions: (id: number) => ["article_revisions", id] as const,
};

export function useArticles() {
  return useQuery({
    queryKey: contentKeys.articles,
    queryFn: async (): Promise<ArticleListRow[]> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("articles")
        .select("id, slug, title, status, published_at, updated_at")
        .order("updated_at", { ascending: false });
      if (error) throw error;
      return data;
    },
  });
}

export function useArticle(id: number | null) {
  return useQuery({
    queryKey: contentKeys.article(id ?? 0),
    enabled: id !== null,
    queryFn: async (): Promise<ArticleRecord> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.from("articles").select(ARTICLES_COLUMNS).eq("id", id!).single();
      if (error) throw error;
      return data;
    },
  });
}

export function useRevisions(id: number | null) {
  return useQuery({
    queryKey: contentKeys.revisions(id ?? 0),
    enabled: id !== null,
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("article_revisions")
        .select("id, action, changed_at, changed_by")
        .eq("article_id", id!)
        .order("changed_at", { ascending: false })
        .limit(20);
      if (error) throw error;
      return data;
    },
  });
}

/** What the editor sends to content-article (supabase/functions/content-article/article.ts). */
export interface ArticleDraft {
  id?: number;
  title: string;
  slug: string;
  summary: string;
  body: string;
  theme: string;
  tags: string[];
  author_name: string;
  author_position: string;
  cover_image: string | null;
  cover_alt: string | null;
  seo_title: string | null;
  seo_description: string | null;
}

export type { SaveAction } from "../components/use-content-draft";

export function saveArticle(draft: ArticleDraft, action: SaveAction, publishAt?: string): Promise<SavedContent> {
  return saveContent("content-article", draft, action, publishAt);
}

/** Uploads an original to the content-images bucket, then has the server check it and make its variants. */
export async function uploadImage(file: File, alt: string): Promise<{ id: string; image: ResponsiveImageSources }> {
  const storage = await getSupabaseStorage();
  const extension = (file.name.split(".").pop() ?? "img").toLowerCase().replace(/[^a-z0-9]/g, "") || "img";
  const object = `originals/${crypto.randomUUID()}.${extension}`;
  const upload = await storage.from("content-images").upload(object, file, { contentType: file.type });
  if (upload.error) throw new Error("L'envoi de l'image a échoué (5 Mo au plus).");
  return invokeFunction("content-image", { object, alt }, { fallbackMessage: SAVE_FAILED_MESSAGE });
}
