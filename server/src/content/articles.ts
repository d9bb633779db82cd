import type { ArticleSummary, PublicArticle, ResponsiveImage } from "~/features/blog/lib/article";
import type { BlogListing } from "~/features/blog/components/blog-listing-view";
import type { DbRow } from "../db/rows";

/** The SQL condition of a public article: published, and its publication date has come (else it is scheduled). */
export const PUBLISHED = "status = 'published' and published_at <= now()";

/** A row of `select * from public.articles`. */
export type ArticleRow = DbRow<"articles">;

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
