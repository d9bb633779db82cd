import { describe, expect, it } from "vitest";
import { deferHydration } from "./defer-hydration";

const boot = [
  'import "/assets/manifest-1.js";',
  'import * as route0 from "/assets/root-1.js";',
  'import * as route1 from "/assets/home-1.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};',
  "",
  'import("/assets/entry.client-1.js");',
].join("\n");

const page = [
  '<html><head><title>Accueil</title><link rel="modulepreload" href="/assets/manifest-1.js"/>',
  '<link rel="modulepreload" href="/assets/root-1.js"/><link rel="stylesheet" href="/assets/root-1.css"/></head>',
  `<body><main>Contenu</main><script>window.ctx = 1;</script><script type="module" async="">${boot}</script></body></html>`,
].join("");

describe("deferHydration", () => {
  const out = deferHydration(page);
  const script = /<script type="module">([\s\S]*?)<\/script>/.exec(out)![1]!;

  it("removes the modulepreload hints from the markup and keeps everything else", () => {
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="stylesheet" href="/assets/root-1.css"/>');
    expect(out).toContain("<main>Contenu</main><script>window.ctx = 1;</script>");
    expect(out).not.toContain('async=""');
  });

  it("waits for a painted frame, then adds the same hints and imports the same modules in the same order", () => {
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf("modulepreload"));
    expect(script).toContain('["/assets/manifest-1.js","/assets/root-1.js"]');
    const order = ["manifest-1", "root-1", "home-1", "__reactRouterRouteModules", "entry.client-1"].map((s) =>
      script.indexOf(s),
    );
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(script).toContain('const route0 = await import("/assets/root-1.js");');
    expect(script).toContain('const route1 = await import("/assets/home-1.js");');
    expect(script).not.toMatch(/^import\s/m);
  });

  it("leaves a page it does not recognise unchanged", () => {
    expect(deferHydration("<html><body>Statique</body></html>")).toBe("<html><body>Statique</body></html>");
    const unknownImport = page.replace('import "/assets/manifest-1.js";', 'import { x } from "/assets/manifest-1.js";');
    expect(deferHydration(unknownImport)).toBe(unknownImport);
  });
});
