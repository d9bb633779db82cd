/**
 * Build step (react-router.config.ts, buildEnd): bundles the island runtime (web/src/lib/islands/runtime.ts, with
 * React and each island as chunks it imports on demand, at most three files per island: island-chunks.ts) into
 * build/client/assets/islands/; every prerendered island
 * page (<html data-island-page>) gets its critical CSS inline and names the runtime and the full stylesheet, both
 * loaded after its first paint (docs/decisions/0800, 0937).
 */
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";
import {
  addIslandRuntime,
  isIslandPage,
  withIconAfterFirstPaint,
  withoutIconBoilerplate,
  withoutRouterDiscovery,
} from "./add-island-runtime";
import { SERVED_SESSIONS_MARKUP_FOR_CRITICAL_CSS } from "../../components/formations/served-sessions-styles";
import { inlineCriticalCss } from "./critical-css";
import {
  assertIslandRequests,
  coreChunkGroup,
  islandCopies,
  islandRequests,
  sharedModulesOf,
  supabaseClientGroup,
  type IslandRequests,
  type SharedModules,
} from "./island-chunks";
import { prerenderedPages } from "./prerendered-pages";

/** The runtime's modules: the entry, what it hydrates with, and the map of islands it loads from. */
function runtimePaths(projectRoot: string) {
  const islands = path.join(projectRoot, "web/src/lib/islands");
  return {
    runtime: path.join(islands, "runtime.ts"),
    hydrate: path.join(islands, "hydrate.tsx"),
    registry: path.join(islands, "registry.ts"),
  };
}

/**
 * The islands render with Preact through its React layer (docs/decisions/0980): React's packages resolve to it, and
 * `react` and `react-dom/client` to the project's adapters (web/src/lib/islands/preact/: per-island id prefixes, ids
 * brought in line at hydration). The signed-in app and the prerender keep React.
 */
function preactAliases(projectRoot: string) {
  // ISLANDS_RUNTIME=react builds the islands with React, to compare the two (npm run bench:hydration) or to fall back.
  if (process.env.ISLANDS_RUNTIME === "react") return [];
  const adapters = path.join(projectRoot, "web/src/lib/islands/preact");
  return [
    { find: /^react$/, replacement: path.join(adapters, "react.ts") },
    { find: /^react-dom\/client$/, replacement: path.join(adapters, "react-dom-client.ts") },
    { find: /^react-dom$/, replacement: "preact/compat" },
    { find: /^react\/jsx-runtime$/, replacement: "preact/compat/jsx-runtime" },
    { find: /^react\/jsx-dev-runtime$/, replacement: "preact/compat/jsx-dev-runtime" },
  ];
}

function runtimeBuild(
  projectRoot: string,
  clientDir: string,
  options: { write: boolean; plugins: Plugin[]; groups?: { name: string; test: (id: string) => boolean }[] },
) {
  return build({
    configFile: false,
    root: projectRoot,
    logLevel: "warn",
    resolve: { alias: [{ find: "~", replacement: path.join(projectRoot, "web/src") }, ...preactAliases(projectRoot)] },
    define: { "import.meta.env.SSR": "false" },
    plugins: options.plugins,
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      write: options.write,
      // A dynamic import fetches the chunk and all it imports at once (<link rel="modulepreload">), not one level
      // per round trip.
      modulePreload: { polyfill: false },
      rollupOptions: {
        input: { islands: runtimePaths(projectRoot).runtime },
        // Radix's "use client" directives mean nothing here (React Router's own build drops them the same way).
        onLog(level, log, handler) {
          if (log.code !== "MODULE_LEVEL_DIRECTIVE") handler(level, log);
        },
        output: {
          entryFileNames: "assets/islands/[name]-[hash].js",
          chunkFileNames: "assets/islands/[name]-[hash].js",
          assetFileNames: "assets/islands/[name]-[hash][extname]",
          // The core's own imports are the core's or the entry's (island-chunks.ts): the group takes only its modules.
          codeSplitting: options.groups ? { groups: options.groups, includeDependenciesRecursively: false } : true,
        },
      },
    },
  });
}

const chunksOf = (result: Awaited<ReturnType<typeof build>>) =>
  ((Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[])
    .flatMap((output) => output.output)
    .filter((file): file is Rolldown.OutputChunk => file.type === "chunk");

export interface IslandBundle {
  /** The runtime's module, as the page names it. */
  runtime: string;
  /** What hydrating each island fetches (at most MAX_ISLAND_REQUESTS files, or the build fails). */
  requests: IslandRequests[];
}

/**
 * Bundles the island runtime into build/client/assets/islands/: the entry, one core chunk, the registry and one chunk
 * per island (island-chunks.ts, docs/decisions/0970). A first build, not written, finds the core's modules.
 */
export async function bundleIslandRuntime(projectRoot: string, clientDir: string): Promise<IslandBundle> {
  const paths = runtimePaths(projectRoot);
  let shared: SharedModules | undefined;
  await runtimeBuild(projectRoot, clientDir, {
    write: false,
    plugins: [sharedModulesOf(paths, (found) => (shared = found))],
  });
  if (!shared) throw new Error("island runtime: the module graph was not reported");
  const chunks = chunksOf(
    await runtimeBuild(projectRoot, clientDir, {
      write: true,
      plugins: [islandCopies(paths.registry, shared)],
      groups: [coreChunkGroup(shared), supabaseClientGroup()],
    }),
  );
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error("island runtime: no entry chunk");
  const requests = islandRequests(chunks, paths);
  assertIslandRequests(requests, projectRoot);
  return { runtime: `/${entry.fileName}`, requests };
}

/** The islands whose sessions the server fills in at request time (server/src/content/session-pages.ts). */
const SERVER_FILLED_SESSIONS = /data-island="(live-sessions-table|formation-sessions)"/;

/** Bundles the runtime and prepares every island page under the client build; returns how many pages. */
export async function buildIslandPages(projectRoot: string, clientDir: string): Promise<number> {
  const { runtime: runtimeHref } = await bundleIslandRuntime(projectRoot, clientDir);
  let pages = 0;
  for (const file of await prerenderedPages(clientDir)) {
    const html = await readFile(file, "utf8");
    if (!isIslandPage(html)) continue;
    const { html: withCriticalCss, stylesheet } = await inlineCriticalCss(
      withIconAfterFirstPaint(withoutIconBoilerplate(withoutRouterDiscovery(html))),
      clientDir,
      SERVER_FILLED_SESSIONS.test(html) ? SERVED_SESSIONS_MARKUP_FOR_CRITICAL_CSS : "",
    );
    await writeFile(file, addIslandRuntime(withCriticalCss, { runtime: runtimeHref, stylesheet }));
    pages += 1;
  }
  return pages;
}
