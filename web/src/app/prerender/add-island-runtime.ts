const ISLAND_PAGE = /<html\b[^>]*\sdata-island-page=""/;

/**
 * The page with the island runtime's module script added at the end of <body>; any other page (hydrated whole by
 * React Router) unchanged (docs/decisions/0800).
 */
export function addIslandRuntime(html: string, runtimeHref: string): string {
  if (!ISLAND_PAGE.test(html) || html.includes(runtimeHref)) return html;
  return html.replace("</body>", () => `<script type="module" src="${runtimeHref}"></script></body>`);
}
