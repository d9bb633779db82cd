import { describe, expect, it } from "vitest";
import {
  assertIslandRequests,
  coreChunkGroup,
  supabaseClientGroup,
  islandCopies,
  islandRequests,
  MAX_ISLAND_REQUESTS,
  staticGraph,
} from "./island-chunks";

const paths = { hydrate: "/src/hydrate.tsx", registry: "/src/registry.ts" };

function chunk(fileName: string, fields: Partial<Parameters<typeof islandRequests>[0][number]> = {}) {
  return { fileName, imports: [], dynamicImports: [], facadeModuleId: null, isEntry: false, moduleIds: [], ...fields };
}

describe("islandRequests", () => {
  const entry = chunk("islands.js", { isEntry: true, dynamicImports: ["core.js"], moduleIds: ["/src/runtime.ts"] });
  const core = chunk("core.js", {
    imports: ["helpers.js"],
    dynamicImports: ["header.js", "lazy.js"],
    moduleIds: [paths.hydrate, paths.registry],
  });
  const helpers = chunk("helpers.js");
  const header = chunk("header.js", { imports: ["helpers.js"], facadeModuleId: "/src/header.tsx?island=i0" });
  const lazy = chunk("lazy.js", { facadeModuleId: "/src/lib/supabase.ts" });

  it("counts, per island, the files its hydration fetches beyond the runtime, and not what the core loads lazily", () => {
    expect(islandRequests([entry, core, helpers, header, lazy], paths)).toEqual([
      { island: "/src/header.tsx", files: ["core.js", "header.js", "helpers.js"] },
    ]);
  });

  it("counts the files an island imports from a shared chunk", () => {
    const shared = chunk("radix.js");
    const dialog = chunk("dialog.js", {
      imports: ["helpers.js", "radix.js"],
      facadeModuleId: "/src/dialog.tsx?island=i1",
    });
    const withDialog = { ...core, dynamicImports: ["header.js", "dialog.js"] };
    const requests = islandRequests([entry, withDialog, helpers, header, shared, dialog], paths);
    expect(requests[1]).toEqual({
      island: "/src/dialog.tsx",
      files: ["core.js", "dialog.js", "helpers.js", "radix.js"],
    });
    expect(() => assertIslandRequests(requests, "/src")).toThrow(
      `at most ${MAX_ISLAND_REQUESTS} requests to hydrate:\n/dialog.tsx: 4 files (core.js, dialog.js, helpers.js, radix.js)`,
    );
    expect(() => assertIslandRequests(requests.slice(0, 1))).not.toThrow();
  });

  it("refuses a runtime that imports a file statically: it would be fetched on every page", () => {
    const heavyEntry = { ...entry, imports: ["core.js"] };
    expect(() => islandRequests([heavyEntry, core, helpers, header], paths)).toThrow(
      "island runtime: the entry imports core.js",
    );
  });
});

describe("coreChunkGroup", () => {
  it("takes the core's modules and Rolldown's helpers, not the entry's preload helper", () => {
    const group = coreChunkGroup({ runtime: new Set(["/src/runtime.ts"]), core: new Set([paths.hydrate]) });
    expect(group.test(paths.hydrate)).toBe(true);
    expect(group.test("\0rolldown/runtime.js")).toBe(true);
    expect(group.test("\0vite/preload-helper.js")).toBe(false);
    expect(group.test("/src/runtime.ts")).toBe(false);
    expect(group.test("/src/header.tsx?island=i0")).toBe(false);
  });
});

describe("supabaseClientGroup", () => {
  it("takes lib/supabase.ts, its configuration and the client's packages, not storage-js nor an island's copies", () => {
    const { test } = supabaseClientGroup();
    expect(test("/repo/web/src/lib/supabase.ts")).toBe(true);
    expect(test("/repo/node_modules/@supabase/auth-js/dist/module/GoTrueClient.js")).toBe(true);
    expect(test("/repo/node_modules/@supabase/postgrest-js/dist/index.mjs")).toBe(true);
    expect(test("/repo/node_modules/@supabase/storage-js/dist/module/index.js")).toBe(false);
    expect(test("/repo/node_modules/@supabase/auth-js/dist/module/index.js?island=i3")).toBe(false);
    expect(test("/repo/web/src/lib/supabase.test.ts")).toBe(false);
    expect(test("/repo/node_modules/tslib/tslib.es6.mjs")).toBe(true);
    expect(test("/repo/web/src/lib/runtime-config.ts")).toBe(true);
  });
});

describe("staticGraph", () => {
  it("follows static imports only, once each", () => {
    const imports: Record<string, string[]> = { a: ["b", "c"], b: ["c"], c: ["a"] };
    const graph = staticGraph({ getModuleInfo: (id) => ({ importedIds: imports[id] ?? [] }) }, "a");
    expect([...graph].sort()).toEqual(["a", "b", "c"]);
  });
});

describe("islandCopies", () => {
  type ResolveId = (
    this: { resolve: (source: string) => Promise<{ id: string; external?: boolean } | null> },
    source: string,
    importer: string | undefined,
    options: { kind: string; isEntry: boolean },
  ) => Promise<{ id: string } | null>;
  const plugin = islandCopies(paths.registry, {
    runtime: new Set(["/src/runtime.ts"]),
    core: new Set([paths.hydrate, "/node_modules/react/index.js"]),
  });
  const resolveId = plugin.resolveId as unknown as ResolveId;
  const context = { resolve: async (source: string) => ({ id: `/src/${source}.tsx` }) };
  const reactContext = { resolve: async () => ({ id: "/node_modules/react/index.js" }) };
  const resolve = (source: string, importer: string, kind = "import-statement", ctx = context) =>
    resolveId.call(ctx, source, importer, { kind, isEntry: false });

  it("marks each island's root and everything it imports statically with the island's copy", async () => {
    expect(await resolve("header", paths.registry, "dynamic-import")).toEqual({ id: "/src/header.tsx?island=i0" });
    expect(await resolve("dialog", paths.registry, "dynamic-import")).toEqual({ id: "/src/dialog.tsx?island=i1" });
    expect(await resolve("button", "/src/dialog.tsx?island=i1")).toEqual({ id: "/src/button.tsx?island=i1" });
    expect(await resolve("button", "/src/header.tsx?island=i0")).toEqual({ id: "/src/button.tsx?island=i0" });
  });

  it("keeps the core's modules, what islands load lazily and modules outside islands shared", async () => {
    expect(await resolve("react", "/src/header.tsx?island=i0", "import-statement", reactContext)).toEqual({
      id: "/node_modules/react/index.js",
    });
    expect(await resolve("zod", "/src/header.tsx?island=i0", "dynamic-import")).toBeNull();
    expect(await resolve("button", "/src/hydrate.tsx")).toBeNull();
  });
});
