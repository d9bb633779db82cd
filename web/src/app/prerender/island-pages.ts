/**
 * Build step (react-router.config.ts, buildEnd): bundles the island runtime (web/src/lib/islands/runtime.ts, with
 * React and each island as chunks it imports on demand) into build/client/assets/islands/; every prerendered island
 * page (<html data-island-page>) gets its critical CSS inline and names the runtime and the full stylesheet, both
 * loaded after its first paint (docs/decisions/0800, 0937).
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { build, type Rolldown } from "vite";
import { addIslandRuntime, isIslandPage, withIconAfterFirstPaint, withoutRouterDiscovery } from "./add-island-runtime";
import { inlineCriticalCss } from "./critical-css";
import { prerenderedPages } from "./prerendered-pages";

export async function bundleIslandRuntime(projectRoot: string, clientDir: string): Promise<string> {
  const result = await build({
    configFile: false,
    root: projectRoot,
    logLevel: "warn",
    resolve: { alias: { "~": path.join(projectRoot, "web/src") } },
    define: { "import.meta.env.SSR": "false" },
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      // A dynamic import fetches the chunk and all it imports at once, not one level per round trip.
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: { islands: path.join(projectRoot, "web/src/lib/islands/runtime.ts") },
        // Radix's "use client" directives mean nothing here (React Router's own build drops them the same way).
        onLog(level, log, handler) {
          if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
        },
        output: {
          entryFileNames: "assets/islands/[name]-[hash].js",
          chunkFileNames: "assets/islands/[name]-[hash].js",
          assetFileNames: "assets/islands/[name]-[hash][extname]",
        },
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const entry = outputs.flatMap((output) => output.output).find((chunk) => chunk.type === "chunk" && chunk.isEntry);
  if (!entry) throw new Error("island runtime: no entry chunk");
  return `/${entry.fileName}`;
}

/** Bundles the runtime and prepares every island page under the client build; returns how many pages. */
export async function buildIslandPages(projectRoot: string, clientDir: string): Promise<number> {
  const runtimeHref = await bundleIslandRuntime(projectRoot, clientDir);
  let pages = 0;
  for (const file of await prerenderedPages(clientDir)) {
    const html = await readFile(file, "utf8");
    if (!isIslandPage(html)) continue;
    const { html: withCriticalCss, stylesheet } = await inlineCriticalCss(
      withIconAfterFirstPaint(withoutRouterDiscovery(html)),
      clientDir,
    );
    await writeFile(file, addIslandRuntime(withCriticalCss, { runtime: runtimeHref, stylesheet }));
    pages += 1;
  }
  return pages;
}
