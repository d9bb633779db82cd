/**
 * Build step for island pages (docs/decisions/0937): the page paints from the CSS its own markup uses, inline in its
 * HTML, instead of waiting for the whole stylesheet; the inline script of lib/islands/island-assets loads that stylesheet
 * after the first paint, for what islands render later (open menus, dialogs). Beasties picks the rules whose
 * selectors match the page — run once with <html class="dark"> so the dark theme's rules for the page are kept too.
 * The passes over the kept rules are critical-css-rules.ts and critical-css-custom-properties.ts.
 */
import Beasties from "beasties";
import { classNamesOf, withDecodedClassNames } from "./critical-css-markup";
import { withConstantCustomPropertiesInlined, withoutUnusedCustomProperties } from "./critical-css-custom-properties";
import {
  minified,
  withoutHoverRules,
  withoutPropertiesFallback,
  withoutTransitions,
  withoutUnusedWhereRules,
  withoutWebFontFaces,
} from "./critical-css-rules";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/?>/g;
const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/;

export interface CriticalCssPage {
  html: string;
  /** The stylesheet the page no longer links, which the island-assets script loads after the first paint. */
  stylesheet: string;
}

/**
 * The page with its one stylesheet link replaced by the critical CSS, and that stylesheet's address returned.
 * `servedMarkup`: markup the server may put in the page at request time, whose rules are kept too.
 */
export async function inlineCriticalCss(html: string, clientDir: string, servedMarkup = ""): Promise<CriticalCssPage> {
  const links = [...html.matchAll(STYLESHEET_LINK)];
  if (links.length !== 1) throw new Error(`critical CSS: expected one stylesheet link, found ${links.length}`);
  const [link, stylesheet] = [links[0]![0], links[0]![1]!];
  const beasties = new Beasties({
    path: clientDir,
    publicPath: "/",
    // The local fallback faces are inlined (they fetch nothing); Inter's faces are dropped below by withoutWebFontFaces.
    inlineFonts: true,
    preloadFonts: false,
    pruneSource: false,
    reduceInlineStyles: false,
    compress: true,
    logLevel: "warn",
    // Beasties strips pseudo-classes before matching, and with them a whole `:where(…)` selector: Tailwind's
    // space-y-* and divide-* rules (`:where(.space-y-2>:not(:last-child))`) would never be kept. All are kept here,
    // then withoutUnusedWhereRules drops those whose class the page does not use.
    allowRules: [/^:where\(/],
  });
  const withServed = servedMarkup ? html.replace("</body>", () => `<div hidden>${servedMarkup}</div></body>`) : html;
  const inDarkTheme = withDecodedClassNames(withServed).replace(/<html\b/, '<html class="dark"');
  const processed = await beasties.process(inDarkTheme);
  const critical = processed.match(STYLE_ELEMENT)?.[1];
  if (critical === undefined) throw new Error(`critical CSS: Beasties kept nothing of ${stylesheet}`);
  const passes = [
    withoutHoverRules,
    withoutTransitions,
    withoutWebFontFaces,
    withoutPropertiesFallback,
    (css: string) => withoutUnusedWhereRules(css, classNamesOf(withServed)),
    (css: string) => withConstantCustomPropertiesInlined(css, html),
    (css: string) => withoutUnusedCustomProperties(css, html),
    minified,
  ];
  const style = `<style>${passes.reduce((css, pass) => pass(css), critical)}</style>`;
  // Without JavaScript nothing loads the full stylesheet later: the page links it then.
  const noScript = `<noscript><link rel="stylesheet" href="${stylesheet}"/></noscript>`;
  return { html: html.replace(link, () => style + noScript), stylesheet };
}
