/**
 * Build step run on every prerendered page (react-router.config.ts, buildEnd): the page's JavaScript is fetched
 * after its first paint instead of with it. React Router writes one <link rel="modulepreload"> per chunk (React 19
 * hoists them into <head>) and a module script that statically imports the route modules; on a slow mobile link
 * that JavaScript (≈ 190 KiB gzip) competes with the HTML and CSS the first paint needs. The rewritten page paints
 * from HTML and CSS alone, then adds the same modulepreload hints and imports the same modules, in the same order
 * of evaluation, and hydrates as before (docs/decisions/0601-hydrate-after-first-paint.md).
 */
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const SIDE_EFFECT_IMPORT = /^import "([^"]+)";$/;
const NAMESPACE_IMPORT = /^import \* as (\w+) from "([^"]+)";$/;

/** Turns React Router's boot module into one that waits for the first paint, preloads, then imports. */
export function deferredBootScript(boot: string, preloads: string[]): string | undefined {
  const imports: { binding?: string; href: string }[] = [];
  const rest: string[] = [];
  for (const line of boot.split("\n")) {
    const trimmed = line.trim();
    const sideEffect = SIDE_EFFECT_IMPORT.exec(trimmed);
    const namespace = NAMESPACE_IMPORT.exec(trimmed);
    if (sideEffect) imports.push({ href: sideEffect[1]! });
    else if (namespace) imports.push({ binding: namespace[1]!, href: namespace[2]! });
    else if (/^import\s/.test(trimmed))
      return undefined; // a form this step does not know: leave the page alone
    else rest.push(line);
  }
  if (imports.length === 0) return undefined;
  const loads = imports.map(
    ({ binding, href }) => `${binding ? `const ${binding} = ` : ""}await import(${JSON.stringify(href)});`,
  );
  return [
    // Two frames: the first paint has been presented before any script request starts.
    "await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));",
    `for (const href of ${JSON.stringify(preloads)}) {`,
    '  const link = document.createElement("link");',
    '  link.rel = "modulepreload";',
    "  link.href = href;",
    "  document.head.append(link);",
    "}",
    ...loads,
    ...rest,
  ].join("\n");
}

/** The page with its JavaScript deferred past first paint, or unchanged when its shape is not recognised. */
export function deferHydration(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  const script = deferredBootScript(boot[1]!, preloads);
  if (!script) return html;
  return html.replace(MODULEPRELOAD, "").replace(boot[0], () => `<script type="module">${script}</script>`);
}
