// `npm run routes:manifest` (also run by `npm run build`): writes the route manifest (common/, read by the server and the prerender), from the
// route table in web/src/routes.ts. The manifest is checked in; server/src/http/route-manifest.test.ts fails when
// it is stale.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import table, { renderedInBrowser } from "../web/src/routes";
import { manifestJson, routeManifest } from "./route-manifest";

const ROUTE_MANIFEST_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../common/route-manifest.generated.json",
);

writeFileSync(ROUTE_MANIFEST_FILE, manifestJson(routeManifest(table, renderedInBrowser)));
console.log(`Route manifest written: ${path.relative(process.cwd(), ROUTE_MANIFEST_FILE)}`);
