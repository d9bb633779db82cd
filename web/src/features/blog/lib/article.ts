import type { ResponsiveImageSources } from "@common/content-images";

/** A published article as visitors read it. */
export interface PublicArticle {
  slug: string;
  title: string;
  summary: string;
  /** Sanitised on the server when it was saved (decision 0891). */
  bodyHtml: string;
  theme: string;
  tags: string[];
  readingMinutes: number;
  authorName: string;
  authorPosition: string;
  /** ISO date-time. */
  publishedAt: string;
  cover: ResponsiveImageSources | null;
}

export type ArticleSummary = Omit<PublicArticle, "bodyHtml" | "tags">;

export const ARTICLES_PER_PAGE = 9;

/** /blog, /blog?theme=…, /blog?page=2… — the listing's links (server-rendered, no JavaScript needed). */
export function blogListHref(theme: string | null, page = 1): string {
  const query = new URLSearchParams();
  if (theme) query.set("theme", theme);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/blog?${search}` : "/blog";
}

export const articleHref = (slug: string) => `/blog/${slug}`;

const formatter = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2026-10-20T…" → "20 octobre 2026". */
export function formatPublicationDate(iso: string): string {
  return formatter.format(new Date(iso));
}

// One spelling with the content-image Edge Function and the site server.
export { IMAGE_PATH, responsiveImage } from "@common/content-images";
