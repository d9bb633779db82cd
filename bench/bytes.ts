// Up-front bytes per route: the HTML plus the JS and CSS it makes the browser load before the page is interactive
// (<script src>, <link rel="modulepreload">, <link rel="stylesheet">), as served (brotli and gzip) by the real server.
import { request } from "node:http";
import { kib, saveResult, table } from "./lib/results";
import { startServer } from "./lib/server";

export const BYTES_ROUTES = ["/", "/formations", "/formations/1", "/contact", "/etudes-de-cas", "/a-propos", "/__floor/"];

interface Fetched {
  status: number;
  body: Buffer;
}

function get(url: string, encoding: string): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": encoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

/** The JS and CSS URLs an HTML page loads up front. */
export function upFrontAssets(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const src = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!src) continue;
    if (tag.startsWith("<script")) js.add(src);
    else if (/\srel="modulepreload"/.test(tag)) js.add(src);
    else if (/\srel="stylesheet"/.test(tag)) css.add(src);
  }
  // Modules the inline boot script imports or preloads itself (also after first paint: see
  // web/src/app/prerender/defer-hydration.ts) are needed before interaction too.
  for (const [, body] of html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const match of body!.matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) js.add(match[1]!);
  }
  return { js: [...js], css: [...css] };
}

interface Sizes {
  raw: number;
  gzip: number;
  br: number;
}
const zero = (): Sizes => ({ raw: 0, gzip: 0, br: 0 });
const add = (a: Sizes, b: Sizes): Sizes => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, br: a.br + b.br });

async function sizes(url: string): Promise<Sizes & { text: string }> {
  const [raw, gzip, br] = await Promise.all([get(url, "identity"), get(url, "gzip"), get(url, "br")]);
  if (raw.status !== 200) throw new Error(`${url} answered ${raw.status}`);
  return { raw: raw.body.length, gzip: gzip.body.length, br: br.body.length, text: raw.body.toString("utf8") };
}

export interface RouteBytes {
  route: string;
  html: Sizes;
  js: Sizes & { files: number };
  css: Sizes & { files: number };
  total: Sizes;
}

export async function measureRoute(origin: string, route: string): Promise<RouteBytes> {
  const page = await sizes(origin + route);
  const assets = upFrontAssets(page.text);
  let js = zero();
  let css = zero();
  for (const src of assets.js) js = add(js, await sizes(new URL(src, origin + route).href));
  for (const href of assets.css) css = add(css, await sizes(new URL(href, origin + route).href));
  const html = { raw: page.raw, gzip: page.gzip, br: page.br };
  return {
    route,
    html,
    js: { ...js, files: assets.js.length },
    css: { ...css, files: assets.css.length },
    total: add(add(html, js), css),
  };
}

export function printBytes(rows: RouteBytes[]): void {
  console.log("\nUp-front bytes (KiB; HTML + JS + CSS loaded before interaction, as served)\n");
  console.log(
    table(
      ["route", "html gz", "js gz", "js files", "css gz", "total raw", "total gzip", "total br", "≤100 KiB gz"],
      rows.map((row) => [
        row.route,
        kib(row.html.gzip),
        kib(row.js.gzip),
        row.js.files,
        kib(row.css.gzip),
        kib(row.total.raw),
        kib(row.total.gzip),
        kib(row.total.br),
        row.total.gzip <= 100 * 1024 ? "oui" : "NON",
      ]),
    ),
  );
}

async function main() {
  const server = await startServer({ withFloor: true });
  try {
    const rows: RouteBytes[] = [];
    for (const route of BYTES_ROUTES) rows.push(await measureRoute(server.origin, route));
    printBytes(rows);
    const file = saveResult("bytes", { unit: "bytes", routes: rows });
    console.log(`\nwritten to ${file}`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
