import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./web/src/app/prerender-paths";

export default {
  appDirectory: "web/src",
  buildDirectory: "build",
  // Public pages are prerendered to static HTML and hydrated; signed-in screens are client-rendered
  // from the SPA fallback (see docs/decisions/0002-prerendered-spa.md).
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
