/**
 * The critical CSS's passes over rules (critical-css.ts): what cannot matter before the full stylesheet arrives goes
 * (hover, transitions, web fonts, the @property fallback, unused :where rules), then the whole is minified.
 */
import { transform } from "lightningcss";
import postcss from "postcss";

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

export function removeEmptyBlocks(root: postcss.Root) {
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
