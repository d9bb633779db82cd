import type { ArticleSummary, PublicArticle, ResponsiveImage } from "~/features/blog/lib/article";
import type { BlogListing } from "~/features/blog/components/blog-listing-view";
import type { Tables } from "@common/database";
import { rowOf, rowsOf, type ContentApi } from "./api";

/** The columns the blog's pages show (anon reads no staff id: decision 0988). */
const ARTICLE_COLUMNS =
  "id, slug, title, summary, theme, reading_minutes, author_name, author_position, published_at, cover_image, cover_alt, body_html, tags, seo_title, seo_description, updated_at";

/** An article as the pages read it. */
export type ArticleRow = Pick<
  Tables<"articles">,
  | "id"
  | "slug"
  | "title"
  | "summary"
  | "theme"
  | "reading_minutes"
  | "author_name"
  | "author_position"
  | "published_at"
  | "cover_image"
  | "cover_alt"
  | "body_html"
  | "tags"
  | "seo_title"
  | "seo_description"
  | "updated_at"
>;

/** The articles the public reads (Row Level Security: published, their date come), newest first. */
export async function publishedArticles(api: ContentApi): Promise<ArticleRow[]> {
  return rowsOf(
    await api
      .from("articles")
      .select(ARTICLE_COLUMNS)
      .order("published_at", { ascending: false })
      .order("id", { ascending: false })
      .limit(1000),
  );
}

/** The public article at `slug`, or null. */
export async function publishedArticle(api: ContentApi, slug: string): Promise<ArticleRow | null> {
  return rowOf(await api.from("articles").select(ARTICLE_COLUMNS).eq("slug", slug).maybeSingle());
}

/** The current address of a public article that `oldSlug` used to name, or null. */
export async function movedArticle(api: ContentApi, oldSlug: string): Promise<string | null> {
  const row = rowOf(
    await api.from("article_slug_redirects").select("articles(slug)").eq("old_slug", oldSlug).maybeSingle(),
  );
  return row?.articles?.slug ?? null;
}

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : new Date(0).toISOString());

function coverOf(row: ArticleRow, images: Map<string, ResponsiveImage>): ResponsiveImage | null {
  const image = row.cover_image ? images.get(row.cover_image) : undefined;
  return image ? { ...image, alt: row.cover_alt ?? image.alt } : null;
}

export function summaryFromRow(row: ArticleRow, images: Map<string, ResponsiveImage>): ArticleSummary {
  return {
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    theme: row.theme,
    readingMinutes: row.reading_minutes,
    authorName: row.author_name,
    authorPosition: row.author_position,
    publishedAt: iso(row.published_at),
    cover: coverOf(row, images),
  };
}

export function articleFromRow(row: ArticleRow, images: Map<string, ResponsiveImage>): PublicArticle {
  return { ...summaryFromRow(row, images), bodyHtml: row.body_html, tags: row.tags };
}

/** One page of the listing, filtered by theme; null for a page past the last (answered 404). */
export function listingOf(
  articles: ArticleSummary[],
  theme: string | null,
  page: number,
  perPage: number,
): BlogListing | null {
  const themes = [...new Set(articles.map((article) => article.theme).filter(Boolean))].sort((a, b) =>
    a.localeCompare(b, "fr"),
  );
  const shown = theme ? articles.filter((article) => article.theme === theme) : articles;
  const pageCount = Math.max(1, Math.ceil(shown.length / perPage));
  if (page > pageCount) return null;
  return {
    articles: shown.slice((page - 1) * perPage, page * perPage),
    themes,
    theme: theme && themes.includes(theme) ? theme : theme,
    page,
    pageCount,
  };
}
