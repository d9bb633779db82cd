// Bytes per route as a browser pays them: a real Chromium (playwright-core, Debian's /usr/bin/chromium) opens the
// page with an empty cache, nobody touches it, and every response received until the network is idle is counted:
// the bytes on the wire as Chromium reports them (brotli, headers included), and the same bodies as gzip, asked
// from the same server, so that the figures compare with the "KiB gzip" targets.
import { chromium, type CDPSession } from "playwright-core";
import { request } from "node:http";
import { kib, saveResult, table } from "./lib/results";
import { startServer } from "./lib/server";

export const BYTES_ROUTES = [
  "/",
  "/formations",
  "/formations/1",
  "/contact",
  "/etudes-de-cas",
  "/a-propos",
  "/__floor/",
];

/** Targets of issue 11 (gzip, everything fetched before network idle). */
export function budgetKiB(route: string): number {
  return route.startsWith("/formations") ? 110 : 60;
}

interface Fetched {
  url: string;
  type: string;
  /** Bytes Chromium received for it (encoded body plus headers). */
  wire: number;
}

/** Gzip size of a same-origin URL's body, asked from the server with only gzip accepted. */
function gzipSize(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      let size = 0;
      response.on("data", (chunk: Buffer) => (size += chunk.length));
      response.on("end", () => resolve(size));
      response.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

async function recordResponses(cdp: CDPSession): Promise<Fetched[]> {
  const byId = new Map<string, { url: string; type: string }>();
  const fetched: Fetched[] = [];
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
  cdp.on("Network.responseReceived", (event) =>
    byId.set(event.requestId, { url: event.response.url, type: event.type }),
  );
  cdp.on("Network.loadingFinished", (event) => {
    const response = byId.get(event.requestId);
    if (response && !response.url.startsWith("data:")) fetched.push({ ...response, wire: event.encodedDataLength });
  });
  return fetched;
}

export interface RouteBytes {
  route: string;
  requests: number;
  scripts: string[];
  wire: number;
  gzip: number;
  byType: Record<string, { wire: number; gzip: number; files: number }>;
}

export async function measureRoute(origin: string, route: string): Promise<RouteBytes> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || "/usr/bin/chromium" });
  try {
    const page = await browser.newPage();
    const fetched = await recordResponses(await page.context().newCDPSession(page));
    await page.goto(origin + route, { waitUntil: "networkidle" });
    const byType: RouteBytes["byType"] = {};
    let wire = 0;
    let gzip = 0;
    for (const file of fetched) {
      const gz = await gzipSize(file.url);
      const bucket = (byType[file.type] ??= { wire: 0, gzip: 0, files: 0 });
      bucket.wire += file.wire;
      bucket.gzip += gz;
      bucket.files += 1;
      wire += file.wire;
      gzip += gz;
    }
    const scripts = fetched.filter((file) => file.type === "Script").map((file) => new URL(file.url).pathname);
    return { route, requests: fetched.length, scripts, wire, gzip, byType };
  } finally {
    await browser.close();
  }
}

export function printBytes(rows: RouteBytes[]): void {
  console.log("\nBytes fetched until network idle, no interaction (KiB; real Chromium, empty cache)\n");
  const type = (row: RouteBytes, name: string) => kib(row.byType[name]?.gzip ?? 0);
  console.log(
    table(
      [
        "route",
        "requests",
        "scripts",
        "html gz",
        "js gz",
        "css gz",
        "font gz",
        "total gz",
        "on the wire",
        "target gz",
        "met",
      ],
      rows.map((row) => [
        row.route,
        row.requests,
        row.scripts.length,
        type(row, "Document"),
        type(row, "Script"),
        type(row, "Stylesheet"),
        type(row, "Font"),
        kib(row.gzip),
        kib(row.wire),
        budgetKiB(row.route),
        row.gzip <= budgetKiB(row.route) * 1024 ? "oui" : "NON",
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
    const file = saveResult("bytes", {
      unit: "bytes",
      method: "Chromium until network idle, no interaction",
      routes: rows,
    });
    console.log(`\nwritten to ${file}`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
