import { blogArticles } from "~/content/blog";
import type { BlogListing } from "../components/blog-listing-view";
import { ARTICLES_PER_PAGE } from "./article";
import { templateArticle } from "./template-article";

/**
 * The listing the build prerenders /blog with: the seeded articles. The server renders the live one, whose articles
 * have cover pictures: the first card carries the template's (empty) picture so the build's critical CSS keeps the
 * picture's rules (decision 0937).
 */
export function seedListing(): BlogListing {
  const sorted = [...blogArticles].sort((a, b) => b.date.localeCompare(a.date));
  return {
    articles: sorted.slice(0, ARTICLES_PER_PAGE).map((article, index) => ({
      slug: article.slug,
      title: article.title,
      summary: article.summary,
      theme: article.theme,
      readingMinutes: article.readingMinutes,
      authorName: article.author.name,
      authorPosition: article.author.position,
      publishedAt: `${article.date}T08:00:00Z`,
      cover: index === 0 ? templateArticle.cover : null,
    })),
    themes: [...new Set(sorted.map((article) => article.theme))].sort((a, b) => a.localeCompare(b, "fr")),
    theme: null,
    page: 1,
    pageCount: Math.max(1, Math.ceil(sorted.length / ARTICLES_PER_PAGE)),
  };
}
