import type { Context, Hono, MiddlewareHandler } from "hono";
import type { Database } from "../db/database";
import type { ObjectStore } from "../storage/object-store";
import type { ContentApi } from "./api";
import { blogPages } from "./blog-pages";
import { careersPages } from "./careers-pages";
import { articleFeed, sitemapWithContent } from "./feed";
import { IMAGE_PATH, hostedImageFiles, imageFiles } from "./images";
import { caseStudyPages } from "./case-study-pages";
import { editedBlockPages } from "./page-heroes";
import { relatedStudyPages } from "./related-studies";
import { sessionPages } from "./session-pages";
import { renderedPages } from "./rendered-pages";
import { teamPages } from "./team-pages";
import { isTemplatePath } from "./template-paths";

/**
 * The public side of the edited content (issue 28): /blog, /blog/<slug>, /carrieres, /carrieres/<slug>,
 * /notre-equipe (and the members shown on /a-propos and /entreprise) rendered from the content the API gives anon
 * (issue 49 item 10, decision 1096), the Atom feed, the articles and offers in sitemap.xml and the image variants.
 * Mounted before the static site, with the local backend or against a hosted project alike.
 */
export function mountContent(
  app: Hono,
  options: {
    /** The project's API as anon (api.ts): the local backend's, answered in this process, or a hosted project's. */
    api: ContentApi;
    /**
     * The local backend's database and Storage, when the site runs with it: its change notifications keep the pages
     * until a change (rendered-pages.ts), and the image variants are read from its Storage directly. Without them (a
     * hosted project) the variants are fetched from `supabaseUrl`'s Storage (decision 0979).
     */
    local?: { db: Pick<Database, "query" | "listen">; store: ObjectStore };
    supabaseUrl: string;
    siteDir: string;
    siteUrl: string;
    connectSources?: string[];
    sitemap: (c: Context) => Promise<Response>;
    /** Formation pages the static site answers with the app shell (edited-formation-pages.ts). */
    isOutdated?: (pathname: string) => Promise<boolean>;
  },
) {
  // The home page's testimonials, logos and hero, and every page's edited hero image (decision 0953).
  const { api, local } = options;
  const edited = editedBlockPages({ ...options, pages: () => pages });
  const pages = renderedPages({ ...options, db: local?.db, decorate: edited.decorate });
  const blog = blogPages({ ...options, pages });
  const careers = careersPages({ ...options, pages });
  const caseStudies = caseStudyPages({ ...options, pages });
  const team = teamPages({ ...options, pages });
  // The build's templates of the pages rendered here are never served as they are (decision 0951).
  app.on(["GET", "HEAD"], "*", (c, next) => (isTemplatePath(new URL(c.req.url).pathname) ? pages.notFound(c) : next()));
  app.get(`${IMAGE_PATH}/:file`, local ? imageFiles(local.db, local.store) : hostedImageFiles(options.supabaseUrl));
  app.get("/blog/feed.xml", articleFeed(api, options.siteUrl));
  app.get("/sitemap.xml", sitemapWithContent(api, options.siteUrl, options.sitemap));
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
  // Against a hosted project, a page the build made is answered as built while the project's API cannot be read.
  const orAsBuilt = (middleware: MiddlewareHandler): MiddlewareHandler =>
    local
      ? middleware
      : async (c, next) => {
          let passedOn = false;
          try {
            return await middleware(c, () => ((passedOn = true), next()));
          } catch (error) {
            if (passedOn) throw error;
            await next();
          }
        };
  app.on(["GET", "HEAD"], "*", orAsBuilt(sessionPages({ ...options, db: local?.db, pages })));
  app.on(["GET", "HEAD"], "*", orAsBuilt(relatedStudyPages({ ...options, pages })));
  app.on(["GET", "HEAD"], "*", orAsBuilt(edited.middleware));
  return pages;
}
