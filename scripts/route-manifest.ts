import type { RouteConfigEntry } from "@react-router/dev/routes";

/** One page of the route table, as the server and the prerender list read it. */
export interface ManifestRoute {
  /** The URL pattern, React Router syntax ("/formations/:id"). */
  path: string;
  /** The route module, relative to web/src. */
  file: string;
  /** "signed-in" for the screens inside the signed-in layout, "public" for every other page. */
  access: "public" | "signed-in";
  /** Whether the build prerenders it (a page with params: once per content id); otherwise the browser renders it. */
  prerendered: boolean;
  params: string[];
}

export interface RouteManifest {
  routes: ManifestRoute[];
}

const SIGNED_IN_LAYOUT = "app/layouts/signed-in-layout.tsx";

/**
 * Flattens the route table (web/src/routes.ts) into one entry per page. The catch-all "*" route is the not-found
 * screen, not a page: it is left out (the prerender list builds it once as /404).
 */
export function routeManifest(table: RouteConfigEntry[], renderedInBrowser: readonly string[]): RouteManifest {
  const routes: ManifestRoute[] = [];
  const walk = (entries: RouteConfigEntry[], parent: string, access: ManifestRoute["access"]) => {
    for (const entry of entries) {
      const inner = entry.file === SIGNED_IN_LAYOUT ? "signed-in" : access;
      const segments = entry.index || !entry.path ? parent : `${parent}/${entry.path}`;
      if (entry.children) walk(entry.children, segments, inner);
      if ((entry.index || entry.path) && !entry.path?.endsWith("*")) {
        const path = segments || "/";
        const pattern = path.slice(1);
        routes.push({
          path,
          file: entry.file,
          access: inner,
          prerendered: inner === "public" && !renderedInBrowser.includes(pattern),
          params: [...path.matchAll(/:([\w-]+)/g)].map(([, name]) => name),
        });
      }
    }
  };
  walk(table, "", "public");
  const unknown = renderedInBrowser.filter((pattern) => !routes.some((route) => route.path === `/${pattern}`));
  if (unknown.length)
    throw new Error(`renderedInBrowser names paths missing from the route table: ${unknown.join(", ")}`);
  return { routes };
}

export function manifestJson(manifest: RouteManifest): string {
  return `${JSON.stringify(manifest, null, 2)}\n`;
}
