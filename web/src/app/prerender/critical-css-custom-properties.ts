/**
 * The critical CSS's passes over custom properties (critical-css.ts): the theme's constants written where they are
 * read, and the properties nothing reads dropped.
 */
import postcss from "postcss";
import { styleAttributes } from "./critical-css-markup";
import { removeEmptyBlocks } from "./critical-css-rules";

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;

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

function isPropertyRegistration(decl: postcss.Declaration): boolean {
  return decl.parent?.type === "atrule" && (decl.parent as postcss.AtRule).name === "property";
}
