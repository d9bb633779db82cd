import { readFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import type { Context } from "hono";
import type { Database } from "../db/database";
import { contentSecurityPolicy, inlineScriptHashes } from "../http/security-headers";
import { escapeHtml } from "./head";

export const CONTENT_CHANNEL = "content_changed";
/** A rendered page is trusted this long when change notifications cannot be received. */
const UNLISTENED_MAX_AGE_MS = 2_000;

export interface RenderedPage {
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
export function fill(template: string, main: string, head: string, title: string): string {
  const withMain = template.replace(
    /(<main\b[^>]*>)[\s\S]*(<\/main>)/,
    (_, open: string, close: string) => open + main + close,
  );
  return withHead(withMain, head, title);
}

/**
 * The template's HTML with the content of its `<section id="…">` replaced (the rest of `<main>`, islands included,
 * kept as the build made it) and its head's title, meta and JSON-LD set. The section must hold no other section.
 * Without that section (the bare template), the content goes into `<main>`.
 */
export function fillSection(template: string, id: string, content: string, head: string, title: string): string {
  const section = new RegExp(`(<section\\b[^>]*\\bid="${id}"[^>]*>)[\\s\\S]*?(</section>)`);
  const html = section.test(template)
    ? template.replace(section, (_, open: string, close: string) => open + content + close)
    : template.replace(/(<main\b[^>]*>)[\s\S]*(<\/main>)/, (_, open: string, close: string) => open + content + close);
  return withHead(html, head, title);
}

function withHead(html: string, head: string, title: string): string {
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(/<meta name="description"[^>]*>|<link rel="canonical"[^>]*>|<meta property="og:[^>]*>/g, "")
    .replace("</head>", () => `${head}</head>`);
}

/**
 * What every page rendered from the content tables shares (decision 0890): the build's HTML templates, the
 * compressed and hashed page, a memory cache kept until the next `content_changed` notification, the next date
 * something changes by itself (a scheduled publication, a closing date) or — while notifications cannot be
 * received — two seconds, and the answer (ETag, CSP, Brotli/gzip, the prerendered 404).
 */
export function renderedPages(options: {
  /**
   * The local database, when there is one: its `content_changed` notifications (LISTEN) and the next time the public
   * content changes by the clock alone let pages be kept until then. Without it (a hosted project), two seconds.
   */
  db?: Pick<Database, "query" | "listen">;
  siteDir: string;
  connectSources?: string[];
  /** Applied to each template's HTML before a page is rendered into it: the page's edited hero (page-heroes.ts). */
  decorate?: (file: string, html: string) => Promise<string>;
}) {
  const { db } = options;
  const cache = new Map<string, Promise<unknown>>();
  let listening = false;
  let validUntil = 0;
  const forget = () => {
    cache.clear();
    validUntil = 0; // a change may have scheduled a publication: look again
  };
  if (db?.listen) {
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
  const template = async (file: string) => {
    const html = await builtTemplate(file);
    return options.decorate ? options.decorate(file, html) : html;
  };
  const builtTemplate = (file: string) => {
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

  /** A rendered page (or what pages are rendered from) kept until the next change. */
  async function cached<T = RenderedPage>(key: string, render: () => Promise<T>): Promise<T> {
    const now = Date.now();
    if (now >= validUntil) {
      cache.clear();
      validUntil = listening && db ? await nextContentChange(db) : now + UNLISTENED_MAX_AGE_MS;
    }
    let entry = cache.get(key) as Promise<T> | undefined;
    if (!entry) {
      entry = render();
      entry.catch(() => cache.delete(key));
      cache.set(key, entry);
    }
    return entry;
  }

  let notFoundPage: Promise<RenderedPage> | undefined;
  async function notFound(c: Context) {
    notFoundPage ??= builtTemplate("404/index.html").then(page);
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

  return { template, page, cached, send, notFound, forget };
}

export type RenderedPages = ReturnType<typeof renderedPages>;

/** The next time (ms) the public content changes without a write (migration 20261209170000), or Infinity. */
async function nextContentChange(db: Pick<Database, "query">): Promise<number> {
  const { rows } = await db.query<{ at: Date | string | null }>("select private.next_content_change() as at");
  return rows[0]?.at ? new Date(rows[0].at).getTime() : Infinity;
}
