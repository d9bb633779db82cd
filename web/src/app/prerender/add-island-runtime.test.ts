import { describe, expect, it } from "vitest";
import {
  addIslandRuntime,
  withIconAfterFirstPaint,
  withoutIconBoilerplate,
  withoutRouterDiscovery,
} from "./add-island-runtime";

const assets = { runtime: "/assets/islands/islands-abc.js", stylesheet: "/assets/root-abc.css" };

describe("addIslandRuntime", () => {
  it("names the runtime and the full stylesheet on an island page's <html>, once, and adds no script", () => {
    const page = '<html lang="fr" data-island-page=""><head></head><body><main>Texte</main></body></html>';
    const out = addIslandRuntime(page, assets);
    expect(out).toBe(
      '<html lang="fr" data-island-page="" data-island-runtime="/assets/islands/islands-abc.js" ' +
        'data-island-stylesheet="/assets/root-abc.css"><head></head><body><main>Texte</main></body></html>',
    );
    expect(out).not.toContain("<script");
    expect(addIslandRuntime(out, assets)).toBe(out);
  });

  it("leaves a page hydrated by React Router unchanged, even when its inline script names the attribute", () => {
    const page =
      '<html lang="fr"><head><script>root.hasAttribute("data-island-page")</script></head><body></body></html>';
    expect(addIslandRuntime(page, assets)).toBe(page);
  });
});

describe("withoutRouterDiscovery", () => {
  it("drops React Router's discovery marks and nothing else", () => {
    const html = '<a href="/formations" data-discover="true">Formations</a><p data-discover="false">x</p>';
    expect(withoutRouterDiscovery(html)).toBe('<a href="/formations">Formations</a><p data-discover="false">x</p>');
  });
});

describe("withoutIconBoilerplate", () => {
  it("drops an icon's namespace and Lucide's class names, and keeps the classes that style it", () => {
    const icon = (attributes: string) => `<svg${attributes && ` ${attributes}`}><path d="M5 12h14"></path></svg>`;
    const html =
      icon(
        'xmlns="http://www.w3.org/2000/svg" width="24" class="lucide lucide-arrow-right size-4" aria-hidden="true"',
      ) +
      icon('xmlns="http://www.w3.org/2000/svg" class="lucide lucide-clock"') +
      icon('viewBox="0 0 24 24" class="size-5"') +
      '<p class="lucide">Texte</p><code>&lt;svg xmlns=&quot;http://www.w3.org/2000/svg&quot;&gt;</code>';
    expect(withoutIconBoilerplate(html)).toBe(
      icon('width="24" class="size-4" aria-hidden="true"') +
        icon("") +
        icon('viewBox="0 0 24 24" class="size-5"') +
        '<p class="lucide">Texte</p><code>&lt;svg xmlns=&quot;http://www.w3.org/2000/svg&quot;&gt;</code>',
    );
  });
});

describe("withIconAfterFirstPaint", () => {
  it("names no icon in the HTML and keeps the real one for the inline script", () => {
    const html = '<head><link rel="icon" href="/assets/favicon-abc.svg" type="image/svg+xml"/></head>';
    expect(withIconAfterFirstPaint(html)).toBe(
      '<head><link rel="icon" href="data:," data-href="/assets/favicon-abc.svg" type="image/svg+xml"/></head>',
    );
  });
});
