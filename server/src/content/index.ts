import path from "node:path";
import type { Context, Hono } from "hono";
import type { Database } from "../db/database";
import { blogPages } from "./blog-pages";
import { articleFeed, sitemapWithArticles } from "./feed";
import { registerImageDirs } from "./image-function";
import { IMAGE_PATH, imageFiles } from "./images";

export { contentArticle } from "./article-function";
export { contentImage } from "./image-function";

/**
 * The public side of the edited content (issue 28): /blog and /blog/<slug> rendered from the database, the Atom
 * feed, the articles in sitemap.xml and the image variants. Mounted before the static site.
 */
export function mountContent(
  app: Hono,
  options: {
    db: Pick<Database, "query" | "listen">;
    storageDir: string;
    siteDir: string;
    siteUrl: string;
    connectSources?: string[];
    sitemap: (c: Context) => Promise<Response>;
  },
) {
  const variants = path.join(options.storageDir, "_content-image-variants");
  registerImageDirs(options.db, { storage: options.storageDir, variants });
  const pages = blogPages(options);
  app.get(`${IMAGE_PATH}/:file`, imageFiles(variants));
  app.get("/blog/feed.xml", articleFeed(options.db, options.siteUrl));
  app.get("/sitemap.xml", sitemapWithArticles(options.db, options.siteUrl, options.sitemap));
  for (const method of ["GET", "HEAD"] as const) {
    app.on(method, ["/blog", "/blog/"], (c) => pages.listing(c));
    app.on(method, "/blog/:slug", (c) => pages.article(c));
  }
  return pages;
}
