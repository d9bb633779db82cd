import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { deferHydration } from "./defer-hydration";

/** Rewrites every prerendered page under the client build (not the SPA fallback, which has nothing to paint). */
export async function deferHydrationInBuild(clientDir: string): Promise<number> {
  let pages = 0;
  async function walk(dir: string) {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(clientDir, "assets")) await walk(full);
      } else if (entry.name === "index.html") {
        const html = await readFile(full, "utf8");
        const deferred = deferHydration(html);
        if (deferred !== html) {
          await writeFile(full, deferred);
          pages += 1;
        }
      }
    }
  }
  await walk(clientDir);
  return pages;
}
