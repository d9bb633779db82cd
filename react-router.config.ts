import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { deferHydrationInBuild } from "./web/src/app/prerender/defer-hydration-files";
import { prerenderPaths } from "./web/src/app/prerender-paths";

export default {
  appDirectory: "web/src",
  buildDirectory: "build",
  // Public pages are prerendered to static HTML and hydrated; signed-in screens are client-rendered
  // from the SPA fallback (see docs/decisions/0002-prerendered-spa.md).
  ssr: false,
  prerender: prerenderPaths,
  // Prerendered pages paint from HTML and CSS before their JavaScript is requested (docs/decisions/0601).
  async buildEnd({ reactRouterConfig }) {
    await deferHydrationInBuild(path.join(reactRouterConfig.buildDirectory, "client"));
  },
} satisfies Config;
