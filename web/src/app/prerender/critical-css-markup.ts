/** What the critical CSS (critical-css.ts) reads from a page's markup: its style attributes and its class names. */

const STYLE_ATTRIBUTE = /\sstyle="([^"]*)"/g;

/** The page's `style` attributes, whose custom properties the critical CSS must respect. */
export function styleAttributes(html: string): string[] {
  return [...html.matchAll(STYLE_ATTRIBUTE)].map((match) => match[1]!);
}

/** The class names the page's markup uses (entities decoded). */
export function classNamesOf(html: string): Set<string> {
  const names = new Set<string>();
  for (const match of withDecodedClassNames(html).matchAll(CLASS_ATTRIBUTE)) {
    for (const name of match[1]!.replaceAll("&quot;", '"').split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

const CLASS_ATTRIBUTE = / class="([^"]*)"/g;
const CLASS_ENTITIES: Record<string, string> = { "&amp;": "&", "&gt;": ">", "&lt;": "<", "&#x27;": "'", "&quot;": '"' };

/**
 * Beasties matches selectors against class attributes as written, entities and all: Tailwind's `[&_svg]:size-4`
 * is `[&amp;_svg]:size-4` in the HTML and would never match. Only Beasties sees this copy of the page.
 */
export function withDecodedClassNames(html: string): string {
  return html.replace(CLASS_ATTRIBUTE, (_, names: string) => {
    const decoded = names.replace(/&(?:amp|gt|lt|#x27|quot);/g, (entity) => CLASS_ENTITIES[entity]!);
    return ` class="${decoded.replaceAll('"', "&quot;")}"`;
  });
}
