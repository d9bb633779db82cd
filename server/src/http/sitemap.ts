import { readdir } from "node:fs/promises";
import path from "node:path";
import { pagePaths } from "@common/urls";
import type { Context } from "hono";

/** Prerendered pages that are not content worth indexing. */
const NOT_INDEXED = new Set(["/auth", "/mot-de-passe-oublie", "/politique-confidentialite", "/404"]);

async function prerenderedPaths(dir: string, prefix = ""): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const paths: string[] = [];
  for (const entry of entries) {
    if (entry.isFile() && entry.name === "index.html") paths.push(prefix || "/");
    if (entry.isDirectory() && entry.name !== "assets") {
      paths.push(...(await prerenderedPaths(path.join(dir, entry.name), `${prefix}/${entry.name}`)));
    }
  }
  return paths;
}

const escapeXml = (value: string) => value.replace(/[<>&'"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * sitemap.xml and robots.txt from what the build prerendered, with absolute URLs on the configured site origin
 * (SITE_URL). Never the request's Host: a forged Host must not end up in a publicly cached file.
 */
export function seoRoutes(siteDir: string, siteUrl: string) {
  let pages: Promise<string[]> | undefined;
  const base = siteUrl.replace(/\/$/, "");
  return {
    async sitemap(c: Context) {
      pages ??= prerenderedPaths(siteDir).then((list) => list.filter((p) => !NOT_INDEXED.has(p)).sort());
      const urls = (await pages).map((p) => `  <url><loc>${escapeXml(base + p)}</loc></url>`).join("\n");
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
    },
    robots(c: Context) {
      c.header("Cache-Control", "public, max-age=3600");
      const disallowed = [
        pagePaths.auth(),
        pagePaths.dashboard(),
        pagePaths.myTrainings(),
        pagePaths.profile(),
        pagePaths.network(),
        "/rest/",
        "/auth/",
      ];
      return c.text(
        `User-agent: *\n${disallowed.map((p) => `Disallow: ${p}`).join("\n")}\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`,
      );
    },
  };
}
