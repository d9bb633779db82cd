const ISLAND_PAGE = /<html\b[^>]*\sdata-island-page=""/;

export interface IslandAssets {
  /** The island runtime's module (web/src/lib/islands/runtime.ts, bundled). */
  runtime: string;
  /** The full stylesheet, which the page no longer links (its critical part is inline). */
  stylesheet: string;
}

export function isIslandPage(html: string): boolean {
  return ISLAND_PAGE.test(html);
}

/**
 * The island page with <html> naming its runtime and full stylesheet, which the inline script of lib/islands/island-assets
 * loads after the first paint (docs/decisions/0800, 0937); any other page (hydrated whole by React Router) unchanged.
 */
export function addIslandRuntime(html: string, assets: IslandAssets): string {
  if (!isIslandPage(html) || html.includes("data-island-runtime=")) return html;
  const attributes = `data-island-runtime="${assets.runtime}" data-island-stylesheet="${assets.stylesheet}"`;
  return html.replace(ISLAND_PAGE, (tag) => `${tag} ${attributes}`);
}

/**
 * React Router marks each prerendered link data-discover for its route discovery; an island page runs no React
 * Router (its islands render links under a bare <Router>, without the mark), so the marks are dead weight.
 */
export function withoutRouterDiscovery(html: string): string {
  return html.replaceAll(' data-discover="true"', "");
}

const SVG_START_TAG = /<svg\b[^>]*>/g;
const LUCIDE_CLASS = /^lucide(?:-[\w-]+)?$/;

/**
 * Lucide writes on every icon an `xmlns`, which only an SVG file needs (in HTML the parser puts `<svg>` in its
 * namespace by itself), and two class names no stylesheet or script here selects (`lucide lucide-clock`). Dropped
 * from the page's own markup: ≈ 160 bytes of Brotli on the home page (docs/decisions/0983).
 */
export function withoutIconBoilerplate(html: string): string {
  return html.replace(SVG_START_TAG, (tag) =>
    tag.replace(' xmlns="http://www.w3.org/2000/svg"', "").replace(/ class="([^"]*)"/, (_, names: string) => {
      const kept = names.split(" ").filter((name) => name && !LUCIDE_CLASS.test(name));
      return kept.length > 0 ? ` class="${kept.join(" ")}"` : "";
    }),
  );
}

const ICON_LINK = /<link rel="icon" href="([^"]+)"/;

/**
 * Chrome fetches a page's icon when the page has loaded, which on an island page comes before its first paint: the
 * icon would compete with nothing else but the paint itself. The page names no icon (`data:,`, as the static floor
 * does) and the inline island-assets script sets the real one once the page has painted (docs/decisions/0937).
 */
export function withIconAfterFirstPaint(html: string): string {
  return html.replace(ICON_LINK, (_, href: string) => `<link rel="icon" href="data:," data-href="${href}"`);
}
