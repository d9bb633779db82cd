import type { Context } from "hono";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ArticleView } from "~/features/blog/components/article-view";
import { BlogListingView } from "~/features/blog/components/blog-listing-view";
import { ARTICLES_PER_PAGE, articleHref, type PublicArticle } from "~/features/blog/lib/article";
import { TEMPLATE_SLUG } from "~/features/blog/lib/template-article";
import type { ContentApi } from "./api";
import { articleJsonLd, headTags } from "./head";
import {
  articleFromRow,
  listingOf,
  movedArticle,
  publishedArticle,
  publishedArticles,
  summaryFromRow,
} from "./articles";
import { imagesOf } from "./images";
import { fill, type RenderedPage, type RenderedPages } from "./rendered-pages";

/**
 * /blog and /blog/<slug>, rendered on the server from the database into the HTML the build made for them (critical
 * CSS inline, the same components, no whole-page hydration: decisions 0890, 0937), cached by `pages`
 * (rendered-pages.ts) until the next change.
 */
export function blogPages(options: { api: ContentApi; siteUrl: string; pages: RenderedPages }) {
  const { api, siteUrl, pages } = options;
  const { template, page, cached, send, notFound } = pages;

  async function renderArticle(slug: string): Promise<RenderedPage> {
    const row = await publishedArticle(api, slug);
    if (!row) {
      const moved = await movedArticle(api, slug);
      return moved ? { status: 301, location: articleHref(moved) } : { status: 404 };
    }
    const images = await imagesOf(api, [row.cover_image]);
    const article: PublicArticle = articleFromRow(row, images);
    const main = renderToStaticMarkup(createElement(ArticleView, { article }));
    const url = `${siteUrl}${articleHref(article.slug)}`;
    const title = row.seo_title || article.title;
    const description = row.seo_description || article.summary;
    const head =
      headTags({ title, description, url, type: "article", image: article.cover, siteUrl }) +
      articleJsonLd(article, url, siteUrl);
    return page(
      fill(await template(`blog/${TEMPLATE_SLUG}/index.html`), main, head, `${title} | Pont Atlantique Conseil`),
    );
  }

  async function renderListing(theme: string | null, pageNumber: number): Promise<RenderedPage> {
    const rows = await publishedArticles(api);
    const images = await imagesOf(
      api,
      rows.map((row) => row.cover_image),
    );
    const listing = listingOf(
      rows.map((row) => summaryFromRow(row, images)),
      theme,
      pageNumber,
      ARTICLES_PER_PAGE,
    );
    if (!listing) return { status: 404 };
    const main = renderToStaticMarkup(createElement(BlogListingView, { listing }));
    const url = `${siteUrl}/blog`;
    const description =
      "Articles de nos consultants et formateurs : gouvernance de projet, agilité, leadership, intelligence artificielle et transformation digitale en Afrique francophone.";
    const head =
      headTags({ title: "Blog", description, url, type: "website", image: null, siteUrl }) +
      `<link rel="alternate" type="application/atom+xml" title="Blog — Pont Atlantique Conseil" href="${siteUrl}/blog/feed.xml">`;
    return page(fill(await template("blog/index.html"), main, head, "Blog | Pont Atlantique Conseil"));
  }

  return {
    async article(c: Context) {
      const slug = c.req.param("slug") ?? "";
      if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug) || slug.length > 120) return notFound(c);
      return send(c, await cached(`article:${slug}`, () => renderArticle(slug)));
    },
    async listing(c: Context) {
      const theme = c.req.query("theme")?.trim().slice(0, 60) || null;
      const pageNumber = Number(c.req.query("page") ?? "1");
      if (!Number.isInteger(pageNumber) || pageNumber < 1 || pageNumber > 1000) return notFound(c);
      return send(c, await cached(`list:${theme ?? ""}:${pageNumber}`, () => renderListing(theme, pageNumber)));
    },
  };
}
