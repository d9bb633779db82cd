import type { Context } from "hono";
import type { Database } from "../db/database";
import { articleHref } from "~/features/blog/lib/article";
import { PUBLISHED } from "./articles";

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

interface FeedRow {
  slug: string;
  title: string;
  summary: string;
  author_name: string;
  published_at: Date | string;
  updated_at: Date | string;
}

async function publishedArticles(db: Pick<Database, "query">): Promise<FeedRow[]> {
  const { rows } = await db.query<FeedRow>(
    `select slug, title, summary, author_name, published_at, updated_at from public.articles
     where ${PUBLISHED} order by published_at desc limit 1000`,
  );
  return rows;
}

const iso = (value: Date | string) => new Date(value).toISOString();

/** The Atom feed of the published articles (/blog/feed.xml), read at each request (one indexed query). */
export function articleFeed(db: Pick<Database, "query">, siteUrl: string) {
  return async (c: Context) => {
    const rows = await publishedArticles(db);
    const updated = rows.reduce(
      (latest, row) => (iso(row.updated_at) > latest ? iso(row.updated_at) : latest),
      iso(new Date(0)),
    );
    const entries = rows
      .map((row) => {
        const url = escapeXml(siteUrl + articleHref(row.slug));
        return [
          "  <entry>",
          `    <title>${escapeXml(row.title)}</title>`,
          `    <link href="${url}"/>`,
          `    <id>${url}</id>`,
          `    <published>${iso(row.published_at)}</published>`,
          `    <updated>${iso(row.updated_at)}</updated>`,
          `    <author><name>${escapeXml(row.author_name || "Pont Atlantique Conseil")}</name></author>`,
          `    <summary>${escapeXml(row.summary)}</summary>`,
          "  </entry>",
        ].join("\n");
      })
      .join("\n");
    c.header("Content-Type", "application/atom+xml; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(
      `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="fr">\n` +
        `  <title>Blog — Pont Atlantique Conseil</title>\n  <id>${escapeXml(siteUrl)}/blog</id>\n` +
        `  <link href="${escapeXml(siteUrl)}/blog"/>\n  <link rel="self" href="${escapeXml(siteUrl)}/blog/feed.xml"/>\n` +
        `  <updated>${updated}</updated>\n${entries}\n</feed>\n`,
    );
  };
}

/** sitemap.xml with the published articles added to the prerendered pages (the template page left out). */
export function sitemapWithArticles(
  db: Pick<Database, "query">,
  siteUrl: string,
  sitemap: (c: Context) => Promise<Response>,
) {
  return async (c: Context) => {
    const response = await sitemap(c);
    const xml = (await response.text()).replace(/\s*<url><loc>[^<]*\/blog\/_modele<\/loc><\/url>/, "");
    const rows = await publishedArticles(db);
    const urls = rows
      .map(
        (row) =>
          `  <url><loc>${escapeXml(siteUrl + articleHref(row.slug))}</loc><lastmod>${iso(row.updated_at)}</lastmod></url>`,
      )
      .join("\n");
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(rows.length ? xml.replace("</urlset>", `${urls}\n</urlset>`) : xml);
  };
}
