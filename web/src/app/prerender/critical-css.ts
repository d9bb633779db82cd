/**
 * Build step for island pages (docs/decisions/0937): the page paints from the CSS its own markup uses, inline in its
 * HTML, instead of waiting for the whole stylesheet; the inline script of lib/islands/island-assets loads that stylesheet
 * after the first paint, for what islands render later (open menus, dialogs). Beasties picks the rules whose
 * selectors match the page — run once with <html class="dark"> so the dark theme's rules for the page are kept too.
 */
import Beasties from "beasties";
import { transform } from "lightningcss";
import postcss from "postcss";

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/?>/g;
const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/;

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;

/** The page's `style` attributes, whose custom properties the critical CSS must respect. */
function styleAttributes(html: string): string[] {
  return [...html.matchAll(STYLE_ATTRIBUTE)].map((match) => match[1]!);
}

function references(text: string, into: Set<string>) {
  for (const match of text.matchAll(VAR_REFERENCE)) into.add(match[1]!);
}

/**
 * Drops the custom properties the critical rules and the page's own style attributes never read, with their
 * `@property` registrations: Tailwind declares every theme variable and registers most of its transform, filter and
 * shadow variables, of which one page reads a few. Repeated until nothing more goes (a variable read only by a
 * dropped one goes too).
 */
export function withoutUnusedCustomProperties(css: string, html: string): string {
  const root = postcss.parse(css);
  const fromMarkup = new Set<string>();
  for (const style of styleAttributes(html)) references(style, fromMarkup);
  for (;;) {
    const read = new Set(fromMarkup);
    root.walkDecls((decl) => references(decl.value, read));
    let dropped = 0;
    root.walkDecls((decl) => {
      if (decl.prop.startsWith("--") && !read.has(decl.prop) && !isPropertyRegistration(decl)) {
        decl.remove();
        dropped += 1;
      }
    });
    root.walkAtRules("property", (rule) => {
      if (!read.has(rule.params.trim())) {
        rule.remove();
        dropped += 1;
      }
    });
    if (dropped === 0) break;
  }
  // Rules and blocks left empty (Tailwind's fallback for browsers without @property, once its variables are gone).
  removeEmptyBlocks(root);
  return root.toString();
}

/**
 * Drops hover styles: nobody hovers a page in the moment between its first paint and the full stylesheet's arrival
 * that matters, and on a phone nobody hovers at all. Focus styles stay: a keyboard user sees where they are at once.
 */
export function withoutHoverRules(css: string): string {
  return keepingSelectors(css, (selector) => !selector.includes(":hover"));
}

const TRANSITION_DECLARATION = /^(?:transition(?:-[a-z-]+)?|--tw-(?:duration|ease))$/;

/**
 * Drops transitions: they animate a change of state, and no state changes before the full stylesheet has arrived
 * (a hover or an island's opening waits for it).
 */
export function withoutTransitions(css: string): string {
  const root = postcss.parse(css);
  root.walkDecls((decl) => {
    if (TRANSITION_DECLARATION.test(decl.prop)) decl.remove();
  });
  removeEmptyBlocks(root);
  return root.toString();
}

/**
 * Drops the web font's faces (those with a url() source): the page paints in the local fallback faces, which take
 * the font's room, and gets Inter with the full stylesheet, after its first paint.
 */
export function withoutWebFontFaces(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules("font-face", (rule) => {
    if (rule.some((node) => node.type === "decl" && node.prop === "src" && node.value.includes("url("))) rule.remove();
  });
  return root.toString();
}

/**
 * Drops Tailwind's `@layer properties`: the custom properties' defaults for browsers without `@property` (Safari
 * before 16.4, Firefox before 128, below Tailwind 4's own baseline), which get them with the full stylesheet.
 */
export function withoutPropertiesFallback(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules("layer", (rule) => {
    // The bare statement stays: it keeps the layer first in the cascade order once the full stylesheet brings it.
    if (rule.params === "properties" && rule.nodes)
      rule.replaceWith(postcss.atRule({ name: "layer", params: "properties" }));
  });
  return root.toString();
}

const CUSTOM_PROPERTY_SET = /(--[\w-]+)\s*:/g;
const ROOT_SELECTOR = /^:(?:root|host)$/;

/**
 * Writes the theme's constants where they are read: Tailwind reads every spacing, size and palette value through a
 * custom property declared once on :root (`margin-top:calc(var(--spacing) * 4)`), and the value is shorter in place;
 * `minified` then folds the arithmetic (`margin-top:1rem`). A constant is a property declared once, on :root, whose
 * value reads no other property and which no style attribute sets (there it would differ below that element). A
 * reference to a property that nothing declares or sets becomes its registered initial value, or its fallback when it
 * is not registered (`var(--font-feature, normal)`).
 * The declarations left unread go with withoutUnusedCustomProperties; the full stylesheet declares them all again.
 */
export function withConstantCustomPropertiesInlined(css: string, html: string): string {
  const root = postcss.parse(css);
  const declarations = new Map<string, postcss.Declaration[]>();
  root.walkDecls((decl) => {
    if (decl.prop.startsWith("--")) declarations.set(decl.prop, [...(declarations.get(decl.prop) ?? []), decl]);
  });
  const registered = new Set<string>();
  // A registered property's initial value, when no rule declares it: Tailwind's `--tw-border-style` is `solid` unless
  // a class says otherwise. Only for the universal syntax, where a reference gets the tokens as written (a typed one
  // gets a computed value: `0` registered as a <length> reads `0px`).
  const initialValues = new Map<string, string>();
  root.walkAtRules("property", (rule) => {
    const prop = rule.params.trim();
    registered.add(prop);
    const descriptor = (name: string) => rule.nodes?.find((node) => node.type === "decl" && node.prop === name);
    const syntax = descriptor("syntax") as postcss.Declaration | undefined;
    const initial = descriptor("initial-value") as postcss.Declaration | undefined;
    if (initial && /^(["'])\*\1$/.test(syntax?.value.trim() ?? "")) initialValues.set(prop, initial.value);
  });
  const setByMarkup = new Set(
    styleAttributes(html).flatMap((style) => [...style.matchAll(CUSTOM_PROPERTY_SET)].map((set) => set[1]!)),
  );
  const constants = new Map<string, string>();
  for (const [prop, [decl, ...others]] of declarations) {
    const rule = decl!.parent;
    const onRoot = rule?.type === "rule" && (rule as postcss.Rule).selectors.every((s) => ROOT_SELECTOR.test(s));
    if (others.length === 0 && onRoot && !decl!.value.includes("var(") && !setByMarkup.has(prop))
      constants.set(prop, decl!.value);
  }
  // Nothing gives it a value at first paint: no rule, no style attribute.
  const unset = (prop: string) => !declarations.has(prop) && !setByMarkup.has(prop);
  root.walkDecls((decl) => {
    // Lightning CSS would compute a color-mix() of constants, to a color that reads differently from the browser's own
    // mix (`oklab(1 0 5.96e-8 / .1)`): those keep their references.
    if (decl.value.includes("color-mix(")) return;
    decl.value = withVarReferencesResolved(decl.value, (prop, fallback) => {
      if (constants.has(prop)) return constants.get(prop);
      if (!unset(prop)) return undefined;
      if (registered.has(prop)) return initialValues.get(prop);
      return fallback;
    });
  });
  return root.toString();
}

/** Each `var(--name[, fallback])` in a value replaced by what `resolve` gives, or kept when it gives nothing. */
function withVarReferencesResolved(
  value: string,
  resolve: (prop: string, fallback: string | undefined) => string | undefined,
): string {
  let out = "";
  let from = 0;
  for (let at = value.indexOf("var(", from); at !== -1; at = value.indexOf("var(", from)) {
    let depth = 1;
    let comma = -1;
    let end = at + 4;
    for (; end < value.length && depth > 0; end++) {
      const char = value[end];
      if (char === "(") depth++;
      else if (char === ")") depth--;
      else if (char === "," && depth === 1 && comma === -1) comma = end;
    }
    if (depth !== 0) break;
    const close = end - 1;
    const prop = value.slice(at + 4, comma === -1 ? close : comma).trim();
    const fallback =
      comma === -1 ? undefined : withVarReferencesResolved(value.slice(comma + 1, close).trim(), resolve);
    const reference = fallback === undefined ? `var(${prop})` : `var(${prop},${fallback})`;
    out += value.slice(from, at) + (resolve(prop, fallback) ?? reference);
    from = end;
  }
  return out + value.slice(from);
}

/**
 * Lightning CSS's minifier: folds `calc(.25rem * 4)` and merges what the passes above left side by side. It keeps a
 * declaration repeated word for word in one rule (Tailwind's preflight writes `-webkit-text-decoration:inherit` four
 * times), so those go first.
 */
export function minified(css: string): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const seen = new Set<string>();
    for (const node of [...rule.nodes].reverse()) {
      if (node.type !== "decl") continue;
      const key = `${node.prop}:${node.value}${node.important ? "!important" : ""}`;
      if (seen.has(key)) node.remove();
      else seen.add(key);
    }
  });
  return transform({ filename: "critical.css", code: Buffer.from(root.toString()), minify: true }).code.toString();
}

/** The class names the page's markup uses (entities decoded). */
export function classNamesOf(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of withDecodedClassNames(html).matchAll(CLASS_ATTRIBUTE)) {
    for (const name of match[1]!.replaceAll("&quot;", '"').split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

const LEADING_WHERE_CLASS = /^:where\(\.((?:\\.|[\w-])+)/;

/**
 * Keeps a `:where(.class …)` rule (kept whole by the allowRules below) only when the page uses that class.
 */
export function withoutUnusedWhereRules(css: string, classNames: Set<string>): string {
  return keepingSelectors(css, (selector) => {
    const escaped = selector.match(LEADING_WHERE_CLASS)?.[1];
    return escaped === undefined || classNames.has(escaped.replace(/\\(.)/g, "$1"));
  });
}

/** The CSS with only the selectors `keep` accepts: a rule left with none goes, and so does a block left empty. */
function keepingSelectors(css: string, keep: (selector: string) => boolean): string {
  const root = postcss.parse(css);
  root.walkRules((rule) => {
    const kept = rule.selectors.filter(keep);
    if (kept.length === 0) rule.remove();
    else if (kept.length !== rule.selectors.length) rule.selectors = kept;
  });
  removeEmptyBlocks(root);
  return root.toString();
}

function removeEmptyBlocks(root: postcss.Root) {
  for (let emptied = true; emptied;) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === "rule" || (node.type === "atrule" && node.nodes)) && node.nodes?.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
}

function isPropertyRegistration(decl: postcss.Declaration): boolean {
  return decl.parent?.type === "atrule" && (decl.parent as postcss.AtRule).name === "property";
}

const CLASS_ATTRIBUTE = / class="([^"]*)"/g;
const CLASS_ENTITIES: Record<string, string> = { "&amp;": "&", "&gt;": ">", "&lt;": "<", "&#x27;": "'", "&quot;": '"' };

/**
 * Beasties matches selectors against class attributes as written, entities and all: Tailwind's `[&_svg]:size-4`
 * is `[&amp;_svg]:size-4` in the HTML and would never match. Only Beasties sees this copy of the page.
 */
function withDecodedClassNames(html: string): string {
  return html.replace(CLASS_ATTRIBUTE, (_, names: string) => {
    const decoded = names.replace(/&(?:amp|gt|lt|#x27|quot);/g, (entity) => CLASS_ENTITIES[entity]!);
    return ` class="${decoded.replaceAll('"', "&quot;")}"`;
  });
}

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
