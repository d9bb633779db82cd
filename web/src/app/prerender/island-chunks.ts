/**
 * How the island runtime's bundle is cut (issue 26, docs/decisions/0970): an island costs at most
 * MAX_ISLAND_REQUESTS script requests to hydrate, once the runtime itself has run.
 *
 * - **One core chunk** (`islands-core`): everything `hydrate.tsx` imports (React, React DOM, the islands' providers,
 *   the toaster), shared by every island of every page and cached across pages.
 * - **One chunk per island**: the island's whole static module graph apart from the core. A module two islands use
 *   (a Radix primitive, a form field) is bundled into each of them — Rolldown never puts one module in two chunks,
 *   so the copies are made before it sees them: `islandCopies` gives every module reached from an island's root an
 *   id of its own (`…?island=iN`). A page rarely has more than two islands in use, and a copy costs a few KiB where
 *   a shared file would cost a request (21–46 of them before this).
 * - **The registry** (the map from an island's name to its chunk) in the core: the core then holds Rolldown's own
 *   helpers too (it imports every island chunk), which would otherwise be a file of their own.
 *
 * So an island's hydration fetches the core (cached once fetched), Rolldown's helpers (0.4 KiB, imported by the
 * core and the island: Rolldown keeps them in their own file) and the island's chunk.
 *
 * What an island imports lazily (`import()`: the validation and the client fetched at idle, decision 0611) is not
 * copied: it stays shared and is not part of hydrating. The Supabase client, which the islands that read data at
 * mount import before they are interactive, is one chunk of its own (`supabaseClientGroup`).
 */
import type { Plugin, Rolldown } from "vite";

/** What hydrating one island may fetch: the core, Rolldown's helpers, the island. */
export const MAX_ISLAND_REQUESTS = 3;

export const ISLANDS_CORE_CHUNK = "islands-core";

const COPY = /\?island=(i\d+)$/;

/** A module's id without the island copy mark. */
export const withoutCopyMark = (id: string): string => id.replace(COPY, "");

/** Ids of the modules a copied island may not copy: the runtime's own and the core's (shared state lives there). */
export interface SharedModules {
  /** Statically imported by the runtime entry: already loaded when an island is asked for. */
  runtime: ReadonlySet<string>;
  /** Statically imported by hydrate.tsx and not by the runtime, and the registry: the core chunk. */
  core: ReadonlySet<string>;
}

interface GraphContext {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** The static module graph under `from` (the module itself included). */
export function staticGraph(context: GraphContext, from: string, into = new Set<string>()): Set<string> {
  const pending = [from];
  while (pending.length > 0) {
    const id = pending.pop()!;
    if (into.has(id)) continue;
    into.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return into;
}

/** A plugin for a first, unwritten build: reports the runtime's and the core's modules once the graph is known. */
export function sharedModulesOf(
  paths: { runtime: string; hydrate: string; registry: string },
  report: (shared: SharedModules) => void,
): Plugin {
  return {
    name: "islands:shared-modules",
    buildEnd() {
      const runtime = staticGraph(this, paths.runtime);
      const core = new Set([...staticGraph(this, paths.hydrate), paths.registry].filter((id) => !runtime.has(id)));
      report({ runtime, core });
    },
  };
}

/**
 * Gives each island (a module the registry imports dynamically) its own copy of every module it imports statically,
 * except the runtime's and the core's: Rolldown then bundles each island into one chunk.
 */
export function islandCopies(registry: string, shared: SharedModules): Plugin {
  const islandTags = new Map<string, string>();
  const resolutions = new Map<string, Rolldown.ResolvedId | null>();
  return {
    name: "islands:copies",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const kind = (options as { kind?: string }).kind;
      const islandRoot = importer === registry && kind === "dynamic-import";
      const tag = importer.match(COPY)?.[1];
      // What an island loads lazily stays one shared module (it is not part of hydrating).
      if (!islandRoot && (!tag || kind === "dynamic-import")) return null;
      const from = withoutCopyMark(importer);
      const key = `${source}\0${from}`;
      let resolved = resolutions.get(key);
      if (resolved === undefined) {
        resolved = await this.resolve(source, from, { ...options, skipSelf: true });
        resolutions.set(key, resolved);
      }
      if (!resolved || resolved.external || resolved.id.startsWith("\0")) return resolved;
      if (shared.runtime.has(resolved.id) || shared.core.has(resolved.id)) return resolved;
      let islandTag = tag;
      if (islandRoot) {
        islandTag = islandTags.get(resolved.id) ?? `i${islandTags.size}`;
        islandTags.set(resolved.id, islandTag);
      }
      return { ...resolved, id: `${resolved.id}?island=${islandTag}` };
    },
  };
}

/** Vite's helper behind `import()` (it adds the modulepreload links): the entry holds it, every chunk imports it. */
const PRELOAD_HELPER = "\0vite/preload-helper.js";
/** Rolldown's helpers for CommonJS modules (React): the core needs them, the entry does not. */
const ROLLDOWN_RUNTIME = "\0rolldown/runtime.js";

/** Rolldown's group putting the core's modules, and the bundler's helpers the entry does not use, in one chunk. */
export function coreChunkGroup(shared: SharedModules) {
  return {
    name: ISLANDS_CORE_CHUNK,
    test: (id: string) => id === ROLLDOWN_RUNTIME || (shared.core.has(id) && id !== PRELOAD_HELPER),
    priority: 10,
  };
}

/**
 * lib/supabase.ts, the runtime configuration it reads, and the @supabase packages it builds the client from with
 * their helpers (tslib); storage-js is loaded only for an upload.
 */
const SUPABASE_CLIENT_MODULE =
  /\/node_modules\/(?:@supabase\/(?!storage-js\/)[^/]+|tslib)\/|\/web\/src\/lib\/(?:supabase|runtime-config)\.ts$/;

/**
 * Rolldown's group putting the Supabase client in one chunk (`supabase-client`). The islands that read their data at
 * mount import it lazily, before they are interactive: it came in five files (auth-js, postgrest-js, functions-js,
 * tslib, lib/supabase.ts with the runtime configuration), fetched after the island's own three. The modules an
 * island copied for itself stay in the island's chunk.
 */
export function supabaseClientGroup() {
  return {
    name: "supabase-client",
    test: (id: string) => !COPY.test(id) && SUPABASE_CLIENT_MODULE.test(id),
    priority: 5,
  };
}

export interface IslandRequests {
  /** The island's root module (its registry entry). */
  island: string;
  /** The script files hydrating it fetches, beyond what the runtime has loaded. */
  files: string[];
}

type ChunkGraph = Pick<
  Rolldown.OutputChunk,
  "fileName" | "imports" | "dynamicImports" | "facadeModuleId" | "isEntry" | "moduleIds"
>;

/**
 * For each island of the registry: the files its hydration fetches — the chunks the runtime's `import()`s of
 * hydrate.tsx, the registry and the island load, with what they import statically, less the runtime's own.
 */
export function islandRequests(chunks: readonly ChunkGraph[], paths: { hydrate: string; registry: string }) {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (fileName: string, into = new Set<string>()) => {
    const pending = [fileName];
    while (pending.length > 0) {
      const file = pending.pop()!;
      if (into.has(file)) continue;
      into.add(file);
      pending.push(...(byFile.get(file)?.imports ?? []));
    }
    return into;
  };
  const entry = chunks.find((chunk) => chunk.isEntry);
  const holding = (id: string) => chunks.find((chunk) => chunk.moduleIds.includes(id));
  const hydrate = holding(paths.hydrate);
  const registry = holding(paths.registry);
  if (!entry || !hydrate || !registry) throw new Error("island runtime: entry, hydrate or registry chunk not found");
  // The runtime is one file: anything it imported statically would be fetched on every page before idle.
  if (entry.imports.length > 0) throw new Error(`island runtime: the entry imports ${entry.imports.join(", ")}`);
  const loaded = closure(entry.fileName);
  // The registry's chunk may import other things lazily (the core's own `import()`s): an island is a copied root.
  const islands = registry.dynamicImports.filter((fileName) => COPY.test(byFile.get(fileName)?.facadeModuleId ?? ""));
  if (islands.length === 0) throw new Error("island runtime: the registry names no island chunk");
  return islands.map((fileName): IslandRequests => {
    const files = new Set<string>();
    for (const start of [hydrate.fileName, registry.fileName, fileName]) closure(start, files);
    const island = withoutCopyMark(byFile.get(fileName)!.facadeModuleId!);
    return { island, files: [...files].filter((file) => !loaded.has(file)).sort() };
  });
}

/** Fails the build when an island would cost more than MAX_ISLAND_REQUESTS requests to hydrate. */
export function assertIslandRequests(requests: readonly IslandRequests[], root = ""): void {
  const over = requests.filter((entry) => entry.files.length > MAX_ISLAND_REQUESTS);
  if (over.length === 0) return;
  const lines = over.map(
    (entry) => `${entry.island.replace(root, "")}: ${entry.files.length} files (${entry.files.join(", ")})`,
  );
  throw new Error(
    `island runtime: an island may cost at most ${MAX_ISLAND_REQUESTS} requests to hydrate:\n${lines.join("\n")}`,
  );
}
