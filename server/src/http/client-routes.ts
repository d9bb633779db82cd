import { matchPath } from "react-router";
import manifest from "@common/route-manifest.generated.json" with { type: "json" };

/**
 * The pages the server answers with the app shell when the build has no file for the path: the signed-in screens,
 * the public pages rendered in the browser, and the pages with params (an id the build did not prerender is still
 * the page's to answer, with its own "not found" message). Read from the route manifest generated from
 * web/src/routes.ts (`npm run routes:manifest`).
 */
const APP_SHELL_PATTERNS = manifest.routes
  .filter((route) => !route.prerendered || route.params.length > 0)
  .map((route) => route.path);

export function isClientRoute(pathname: string): boolean {
  return APP_SHELL_PATTERNS.some((path) => matchPath({ path, caseSensitive: true, end: true }, pathname) !== null);
}
