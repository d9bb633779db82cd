import type { Context } from "hono";
import type { ContentApi } from "./api";
import { articleHref } from "~/features/blog/lib/article";
import { jobOfferHref } from "~/features/careers/lib/job-offer";
import { caseStudyHref } from "~/features/case-studies/lib/case-study";
import { publishedArticles } from "./articles";
import { publishedCaseStudies } from "./case-studies";
import { openJobOffers } from "./job-offers";

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A published article's date is set (the table's check). */
const iso = (value: string | null) => new Date(value ?? 0).toISOString();

/** The Atom feed of the published articles (/blog/feed.xml), read at each request (one indexed query). */
export function articleFeed(api: ContentApi, siteUrl: string) {
  return async (c: Context) => {
    const rows = await publishedArticles(api);
    const updated = rows.reduce(
      (latest, row) => (iso(row.updated_at) > latest ? iso(row.updated_at) : latest),
      iso(null),
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

/** sitemap.xml with the published articles and the open job offers added to the prerendered pages (templates left out). */
export function sitemapWithContent(api: ContentApi, siteUrl: string, sitemap: (c: Context) => Promise<Response>) {
  return async (c: Context) => {
    const response = await sitemap(c);
    const xml = (await response.text()).replace(
      /\s*<url><loc>[^<]*\/(blog|carrieres|etudes-de-cas)\/_modele<\/loc><\/url>/g,
      "",
    );
    const pages = [
      ...(await publishedArticles(api)).map((row) => ({ path: articleHref(row.slug), updatedAt: row.updated_at })),
      ...(await openJobOffers(api)).map((row) => ({ path: jobOfferHref(row.slug), updatedAt: row.updated_at })),
      ...(await publishedCaseStudies(api)).map((row) => ({ path: caseStudyHref(row.slug), updatedAt: row.updated_at })),
    ];
    const urls = pages
      .map(
        (page) => `  <url><loc>${escapeXml(siteUrl + page.path)}</loc><lastmod>${iso(page.updatedAt)}</lastmod></url>`,
      )
      .join("\n");
    c.header("Content-Type", "application/xml; charset=utf-8");
    c.header("Cache-Control", "no-cache");
    return c.body(pages.length ? xml.replace("</urlset>", () => `${urls}\n</urlset>`) : xml);
  };
}
