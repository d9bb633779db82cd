import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { IslandProviders } from "~/lib/islands/providers";
import { replaceDiv } from "./page-heroes";
import { fill } from "./rendered-pages";

const unescapeAttribute = (value: string) =>
  value.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (_, name: string) =>
    name === "quot" ? '"' : name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : "'",
  );

/** The JSON props of an island's marker (`{}` when it has none or they do not parse). */
function propsOf(open: string): Record<string, unknown> {
  const json = /data-island-props="([^"]*)"/.exec(open)?.[1];
  if (!json) return {};
  try {
    return JSON.parse(unescapeAttribute(json)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** An island's markup and marker, as the build's `<Island>` writes them (web/src/lib/islands/island.tsx). */
function islandMarkup<P extends object>(
  name: string,
  component: ComponentType<P>,
  props: P,
  pagePath: string,
  marker: { prefix: string; when: string },
  search = "",
): string {
  const inner = renderToString(
    createElement(IslandProviders, {
      location: { pathname: pagePath, search },
      children: createElement(component, props),
    }),
    { identifierPrefix: marker.prefix },
  );
  return renderToStaticMarkup(
    createElement("div", {
      "data-island": name,
      "data-island-prefix": marker.prefix,
      "data-island-when": marker.when,
      "data-island-props": JSON.stringify(props),
      style: { display: "contents" },
      dangerouslySetInnerHTML: { __html: inner },
    }),
  );
}

/**
 * The page's island `name` rendered again with the props `propsFor` gives from the build's (its marker's prefix and
 * hydration moment kept). In the bare document of an unbuilt site (`bare`), the island is the page's `<main>`; a
 * built page without the island is unchanged.
 */
export function withIsland<P extends object>(
  html: string,
  island: { name: string; component: ComponentType<P>; propsFor: (built: Record<string, unknown>) => P },
  page: { path: string; title: string; bare: boolean; search?: string },
): string {
  const { name, component, propsFor: extra } = island;
  const pagePath = page.path;
  const search = page.search ?? "";
  const open = new RegExp(`<div data-island="${name}"[^>]*>`);
  if (!open.test(html)) {
    if (!page.bare) return html;
    const markup = islandMarkup(name, component, extra({}), pagePath, { prefix: "i0-", when: "visible" }, search);
    return fill(html, markup, "", page.title);
  }
  return replaceDiv(html, open, (marker) =>
    islandMarkup(
      name,
      component,
      extra(propsOf(marker)),
      pagePath,
      {
        prefix: /data-island-prefix="([^"]*)"/.exec(marker)?.[1] ?? "",
        when: /data-island-when="([^"]*)"/.exec(marker)?.[1] ?? "visible",
      },
      search,
    ),
  );
}
