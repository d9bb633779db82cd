import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { deferHydrationInBuild } from "./web/src/app/prerender/defer-hydration-files";
import { buildIslandPages } from "./web/src/app/prerender/island-pages";
import { prerenderPaths } from "./web/src/app/prerender-paths";

export default {
  appDirectory: "web/src",
  buildDirectory: "build",
  // Public pages are prerendered to static HTML and hydrated; signed-in screens are client-rendered
  // from the SPA fallback (see docs/decisions/0002-prerendered-spa.md).
  ssr: false,
  prerender: prerenderPaths,
  // Prerendered pages paint from HTML and CSS before their JavaScript is requested (docs/decisions/0601).
  // Island pages ship their prerendered HTML with the island runtime instead (docs/decisions/0800).
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    await deferHydrationInBuild(clientDir);
    await buildIslandPages(path.resolve(reactRouterConfig.appDirectory, "../.."), clientDir);
  },
} satisfies Config;
