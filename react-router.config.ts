import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { deferHydrationInBuild } from "./web/src/app/prerender/defer-hydration-files";
import { buildIslandPages } from "./web/src/app/prerender/island-pages";
import { buildServiceWorker } from "./web/src/app/pwa/build-service-worker";
import { prerenderPaths } from "./web/src/app/prerender-paths";

export default {
  appDirectory: "web/src",
  buildDirectory: "build",
  // Public pages are prerendered to static HTML and hydrated; signed-in screens are client-rendered
  // from the SPA fallback (see docs/decisions/0002-prerendered-spa.md).
  ssr: false,
  // React Router v8's behaviours, taken now (issue 48 item 7): the build prints no future-flag notice, and the move to
  // v8 changes nothing. The app has no route middleware, no server loader or action (ssr: false) and no `.data`
  // request of its own; route modules are split so a route's clientLoader is fetched apart from its component.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
  prerender: prerenderPaths,
  // Prerendered pages paint from HTML and CSS before their JavaScript is requested (docs/decisions/0601).
  // Island pages ship their prerendered HTML with the island runtime instead (docs/decisions/0800).
  async buildEnd({ reactRouterConfig }) {
    const clientDir = path.join(reactRouterConfig.buildDirectory, "client");
    await deferHydrationInBuild(clientDir);
    await buildIslandPages(path.resolve(reactRouterConfig.appDirectory, "../.."), clientDir);
    // The installable app: /sw.js with this build's files, the manifest and its icons (docs/decisions/1018).
    await buildServiceWorker(path.resolve(reactRouterConfig.appDirectory, "../.."), clientDir);
  },
} satisfies Config;
