import { readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import type { Context } from "hono";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { ArticleView } from "~/features/blog/components/article-view";
import { BlogListingView } from "~/features/blog/components/blog-listing-view";
import { ARTICLES_PER_PAGE, articleHref, type PublicArticle } from "~/features/blog/lib/article";
import { TEMPLATE_SLUG } from "~/features/blog/lib/template-article";
import type { Database } from "../db/database";
import { contentSecurityPolicy, inlineScriptHashes } from "../http/security-headers";
import { articleJsonLd, escapeHtml, headTags } from "./head";
import { PUBLISHED, articleFromRow, listingOf, summaryFromRow, type ArticleRow } from "./articles";
import { imagesOf } from "./images";

export const CONTENT_CHANNEL = "content_changed";
/** A rendered page is trusted this long when change notifications cannot be received. */
const UNLISTENED_MAX_AGE_MS = 2_000;

interface RenderedPage {
  status: 200 | 301 | 404;
  location?: string;
  html?: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag?: string;
  csp?: string;
}

const BARE_TEMPLATE =
  '<!doctype html><html lang="fr"><head><meta charset="utf-8"><title></title></head><body><main></main></body></html>';

/** The template's HTML with its `<main>` content replaced and its head's title, meta and JSON-LD set. */
function fill(template: string, main: string, head: string, title: string): string {
  const withMain = template.replace(
    /(<main\b[^>]*>)[\s\S]*(<\/main>)/,
    (_, open: string, close: string) => open + main + close,
  );
  return withMain
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description"[^>]*>|<link rel="canonical"[^>]*>|<meta property="og:[^>]*>/g, "")
    .replace("</head>", `${head}</head>`);
}

/**
 * /blog and /blog/<slug>, rendered on the server from the database into the HTML the build made for them (critical
 * CSS inline, the same components, no whole-page hydration: decisions 0890, 0937). A rendered page is kept in
 * memory until the next `content_changed` notification, the next scheduled publication, or — while notifications
 * cannot be received — two seconds.
 */
export function blogPages(options: {
  db: Pick<Database, "query" | "listen">;
  siteDir: string;
  siteUrl: string;
  connectSources?: string[];
}) {
  const { db, siteUrl } = options;
  const cache = new Map<string, Promise<RenderedPage>>();
  let listening = false;
  let validUntil = 0;
  const forget = () => {
    cache.clear();
    validUntil = 0; // a change may have scheduled a publication: look again
  };
  if (db.listen) {
    db.listen(CONTENT_CHANNEL, {
      notify: forget,
      listening: () => {
        listening = true;
        forget();
      },
      lost: () => {
        listening = false;
        forget();
      },
    });
  }

  const templates = new Map<string, Promise<string>>();
  const template = (file: string) => {
    let html = templates.get(file);
    if (!html) {
      // Without a built site (the API served alone: `npm run serve` before a build, the integration tests), pages are
      // set in a bare document: readable, linked, described — without the site's header, footer and styles.
      html = readFile(path.join(options.siteDir, file), "utf8").catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return BARE_TEMPLATE;
        throw error;
      });
      html.catch(() => templates.delete(file));
      templates.set(file, html);
    }
    return html;
  };

  /** The next scheduled publication, after which every page may change. */
  async function nextPublication(): Promise<number> {
    const { rows } = await db.query<{ at: Date | null }>(
      "select min(published_at) as at from public.articles where status = 'published' and published_at > now()",
    );
    return rows[0]?.at ? new Date(rows[0].at).getTime() : Infinity;
  }

  function page(html: string): RenderedPage {
    const raw = Buffer.from(html);
    return {
      status: 200,
      html: raw,
      br: brotliCompressSync(raw),
      gzip: gzipSync(raw),
      etag: `"${createHash("sha1").update(raw).digest("base64url")}"`,
      csp: contentSecurityPolicy(inlineScriptHashes(html), options.connectSources ?? []),
    };
  }

  async function renderArticle(slug: string): Promise<RenderedPage> {
    const { rows } = await db.query<ArticleRow>(`select * from public.articles where slug = $1 and ${PUBLISHED}`, [
      slug,
    ]);
    const row = rows[0];
    if (!row) {
      const moved = await db.query<{ slug: string }>(
        `select a.slug from public.article_slug_redirects r join public.articles a on a.id = r.article_id
         where r.old_slug = $1 and ${PUBLISHED.replaceAll("status", "a.status").replaceAll("published_at", "a.published_at")}`,
        [slug],
      );
      if (moved.rows[0]) return { status: 301, location: articleHref(moved.rows[0].slug) };
      return { status: 404 };
    }
    const images = await imagesOf(db, [row.cover_image]);
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
    const { rows } = await db.query<ArticleRow>(
      `select * from public.articles where ${PUBLISHED} order by published_at desc, id desc`,
    );
    const images = await imagesOf(
      db,
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

  async function cached(key: string, render: () => Promise<RenderedPage>): Promise<RenderedPage> {
    const now = Date.now();
    if (now >= validUntil) {
      cache.clear();
      const next = await nextPublication();
      validUntil = Math.min(next, listening ? Infinity : now + UNLISTENED_MAX_AGE_MS);
    }
    let entry = cache.get(key);
    if (!entry) {
      entry = render();
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  }

  let notFoundPage: Promise<RenderedPage> | undefined;
  async function notFound(c: Context) {
    notFoundPage ??= template("404/index.html").then(page);
    notFoundPage.catch(() => (notFoundPage = undefined));
    return send(c, await notFoundPage, 404);
  }

  async function send(c: Context, rendered: RenderedPage, status: 200 | 404 = 200): Promise<Response> {
    if (rendered.status === 301) return c.redirect(rendered.location!, 301);
    if (rendered.status === 404 || !rendered.html) return notFound(c);
    c.header("Content-Type", "text/html; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    c.header("Vary", "Accept-Encoding");
    c.header("ETag", rendered.etag!);
    c.header("Content-Security-Policy", rendered.csp!);
    if (status === 200 && c.req.header("if-none-match") === rendered.etag) return c.body(null, 304);
    const accepts = c.req.header("accept-encoding") ?? "";
    let body = rendered.html;
    if (/\bbr\b/.test(accepts)) {
      body = rendered.br!;
      c.header("Content-Encoding", "br");
    } else if (/\bgzip\b/.test(accepts)) {
      body = rendered.gzip!;
      c.header("Content-Encoding", "gzip");
    }
    c.header("Content-Length", String(body.length));
    if (c.req.method === "HEAD") return c.body(null, status);
    return c.body(new Uint8Array(body), status);
  }

  return {
    /** Forget every rendered page (tests; the notification does it in the running server). */
    forget,
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
