import { readFile, writeFile } from "node:fs/promises";
import { deferHydration } from "./defer-hydration";
import { prerenderedPages } from "./prerendered-pages";

/** Rewrites every prerendered page under the client build (not the SPA fallback, which has nothing to paint). */
export async function deferHydrationInBuild(clientDir: string): Promise<number> {
  let pages = 0;
  for (const file of await prerenderedPages(clientDir)) {
    const html = await readFile(file, "utf8");
    const deferred = deferHydration(html);
    if (deferred !== html) {
      await writeFile(file, deferred);
      pages += 1;
    }
  }
  return pages;
}
