import type { Context, Hono } from "hono";
import type { Database } from "../db/database";
import type { ObjectStore } from "../storage/object-store";
import { blogPages, nextArticlePublication } from "./blog-pages";
import { careersPages } from "./careers-pages";
import { articleFeed, sitemapWithContent } from "./feed";
import { IMAGE_PATH, hostedImageFiles, imageFiles } from "./images";
import { nextCaseStudyPublication } from "./case-studies";
import { caseStudyPages } from "./case-study-pages";
import { nextJobOfferChange } from "./job-offers";
import { nextHomeBlockPublication } from "./home-block-schedule";
import { editedBlockPages } from "./page-heroes";
import { relatedStudyPages } from "./related-studies";
import { sessionPages } from "./session-pages";
import { renderedPages } from "./rendered-pages";
import { teamPages } from "./team-pages";
import { isTemplatePath } from "./template-paths";

/**
 * Against a hosted Supabase project (no local backend, config.ts `mode`): the site still answers the variants' URLs,
 * from the project's Storage (decision 0979).
 */
export function mountHostedImages(app: Hono, supabaseUrl: string) {
  app.get(`${IMAGE_PATH}/:file`, hostedImageFiles(supabaseUrl));
}

/**
 * The public side of the edited content (issue 28): /blog, /blog/<slug>, /carrieres, /carrieres/<slug>,
 * /notre-equipe (and the members shown on /a-propos and /entreprise) rendered from the database, the Atom feed, the
 * articles and offers in sitemap.xml and the image variants. Mounted before the static site.
 */
export function mountContent(
  app: Hono,
  options: {
    db: Pick<Database, "query" | "listen">;
    store: ObjectStore;
    siteDir: string;
    siteUrl: string;
    connectSources?: string[];
    sitemap: (c: Context) => Promise<Response>;
    /** Formation pages the static site answers with the app shell (edited-formation-pages.ts). */
    isOutdated?: (pathname: string) => Promise<boolean>;
  },
) {
  // The home page's testimonials, logos and hero, and every page's edited hero image (decision 0953).
  const edited = editedBlockPages({ ...options, pages: () => pages });
  const pages = renderedPages({
    ...options,
    nextChanges: [nextArticlePublication, nextJobOfferChange, nextCaseStudyPublication, nextHomeBlockPublication],
    decorate: edited.decorate,
  });
  const blog = blogPages({ ...options, pages });
  const careers = careersPages({ ...options, pages });
  const caseStudies = caseStudyPages({ ...options, pages });
  const team = teamPages({ ...options, pages });
  // The build's templates of the pages rendered here are never served as they are (decision 0951).
  app.on(["GET", "HEAD"], "*", (c, next) => (isTemplatePath(new URL(c.req.url).pathname) ? pages.notFound(c) : next()));
  app.get(`${IMAGE_PATH}/:file`, imageFiles(options.db, options.store));
  app.get("/blog/feed.xml", articleFeed(options.db, options.siteUrl));
  app.get("/sitemap.xml", sitemapWithContent(options.db, options.siteUrl, options.sitemap));
  for (const method of ["GET", "HEAD"] as const) {
    app.on(method, ["/blog", "/blog/"], (c) => blog.listing(c));
    app.on(method, "/blog/:slug", (c) => blog.article(c));
    app.on(method, ["/carrieres", "/carrieres/"], (c) => careers.listing(c));
    app.on(method, "/carrieres/:slug", (c) => careers.offer(c));
    app.on(method, ["/etudes-de-cas", "/etudes-de-cas/"], (c) => caseStudies.listing(c));
    app.on(method, "/etudes-de-cas/:slug", (c) => caseStudies.study(c));
    app.on(method, ["/notre-equipe", "/notre-equipe/"], (c) => team.page(c));
    app.on(method, ["/a-propos", "/a-propos/"], (c) => team.about(c));
    app.on(method, ["/entreprise", "/entreprise/"], (c) => team.company(c));
  }
  // The catalogue and the formation pages with the real upcoming sessions (decision 1044).
  app.on(["GET", "HEAD"], "*", sessionPages({ ...options, pages }));
  app.on(["GET", "HEAD"], "*", relatedStudyPages({ ...options, pages }));
  app.on(["GET", "HEAD"], "*", edited.middleware);
  return pages;
}
