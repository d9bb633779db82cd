import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// web/src/entry.client.tsx creates React Router's router before hydration by calling `HydratedRouter` once outside a
// render (docs/decisions/1080): the app's Preact root has no Suspense boundary above the document to wait on the
// route data's decoding. That relies on how react-router 7.18.4 writes `HydratedRouter`: the router is a module
// singleton created on the component's first call, before any hook, by a function that throws the decoding promise
// until the data is decoded. The version is pinned in package.json; this test fails when an upgrade changes either
// point, so the entry is looked at again (every signed-in e2e spec then tells whether hydration still works).
const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve("react-router/package.json"));
const source = (build: "development" | "production") =>
  readFileSync(path.join(packageDir, "dist", build, "dom-export.mjs"), "utf8");

describe("the react-router internals the app's hydration relies on (decision 1080)", () => {
  it("is the pinned version", () => {
    const { version } = require("react-router/package.json") as { version: string };
    expect(version).toBe("7.18.4");
  });

  it.each(["development", "production"] as const)(
    "%s build: the router is created on HydratedRouter's first call, before its hooks",
    (build) => {
      const text = source(build);
      expect(text).toMatch(/\nvar router = null;\n/);
      const body = text.slice(text.indexOf("function HydratedRouter(props) {"));
      const create = body.indexOf("if (!router) {\n    router = createHydratedRouter(");
      const firstHook = body.search(/React2\.use[A-Z]/);
      expect(create).toBeGreaterThan(0);
      expect(firstHook).toBeGreaterThan(create);
    },
  );

  it.each(["development", "production"] as const)(
    "%s build: creating the router throws the decoding promise until the route data is decoded",
    (build) => {
      const text = source(build);
      const body = text.slice(text.indexOf("function createHydratedRouter("));
      expect(body).toMatch(/if \(!ssrInfo\.stateDecodingPromise\.value\) \{\s*throw ssrInfo\.stateDecodingPromise;/);
    },
  );
});
