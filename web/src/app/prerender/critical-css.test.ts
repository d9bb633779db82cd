// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { inlineCriticalCss } from "./critical-css";
import { withConstantCustomPropertiesInlined, withoutUnusedCustomProperties } from "./critical-css-custom-properties";
import { classNamesOf } from "./critical-css-markup";
import {
  minified,
  withoutHoverRules,
  withoutPropertiesFallback,
  withoutUnusedWhereRules,
  withoutWebFontFaces,
} from "./critical-css-rules";

const STYLESHEET = [
  "@layer properties{@supports (-webkit-hyphens:none){*{--tw-shadow:0 0 #0000}}}",
  "@layer theme{:root{--color-primary:var(--primary);--color-unused:#f00}}",
  '@font-face{font-family:"Inter Variable";src:url(/assets/inter.woff2) format("woff2")}',
  '@font-face{font-family:"Inter Fallback";src:local("Arial");size-adjust:107%}',
  ":root{--primary:#0b3a6e}.dark{--primary:#8fb8f2}",
  'body{font-family:"Inter Variable","Inter Fallback",sans-serif}',
  ".text-primary{color:var(--color-primary)}",
  ".dark\\:text-white:where(.dark,.dark *){color:#fff}",
  ".dark\\:bg-card:where(.dark,.dark *){background:#111}",
  ".hover\\:underline:hover{text-decoration:underline}",
  ".focus-visible\\:ring-2:focus-visible{outline:2px solid}",
  "@media (width>=48rem){.md\\:flex{display:flex}.md\\:grid{display:grid}}",
  ".dialog-open{display:block}",
  ".\\[\\&_svg\\]\\:size-4 svg{width:1rem}",
  ":where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}",
  ":where(.divide-y>:not(:last-child)){border-bottom-width:1px}",
].join("");

function clientDirWithStylesheet(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "critical-css-"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(path.join(dir, "assets/root-abc.css"), STYLESHEET);
  return dir;
}

const PAGE =
  '<!DOCTYPE html><html lang="fr" data-island-page=""><head><title>Contact</title>' +
  '<link rel="stylesheet" href="/assets/root-abc.css"/></head><body>' +
  '<p class="space-y-2 text-primary dark:text-white hover:underline focus-visible:ring-2 md:flex">Bonjour</p>' +
  '<a class="[&amp;_svg]:size-4" href="/contact">Contact<svg></svg></a></body></html>';

describe("inlineCriticalCss", () => {
  it("replaces the stylesheet link with the rules the page uses, in both themes, and names that stylesheet", async () => {
    const { html, stylesheet } = await inlineCriticalCss(PAGE, clientDirWithStylesheet());
    expect(stylesheet).toBe("/assets/root-abc.css");
    // Linked only for a browser without JavaScript, which nothing would load it for later.
    expect(html.replace(/<noscript>.*?<\/noscript>/, "")).not.toContain('<link rel="stylesheet"');
    const css = html.match(/<style>([\s\S]*)<\/style>/)![1]!;
    // The page's own rules, its dark-theme rule and the dark tokens they read are there…
    expect(css).toContain(".text-primary{color:var(--color-primary)}");
    expect(css).toContain(".dark\\:text-white:where(.dark,.dark *)");
    expect(css).toContain(".dark{--primary:#8fb8f2}");
    expect(css).toContain(".focus-visible\\:ring-2:focus-visible");
    expect(css).toContain(".md\\:flex{display:flex}");
    expect(css).toContain("font-family:Inter Fallback;src:local(Arial)");
    // Tailwind's arbitrary variants, whose class names hold characters the HTML writes as entities.
    expect(css).toContain(".\\[\\&_svg\\]\\:size-4 svg{width:1rem}");
    expect(css).toContain(":where(.space-y-2>:not(:last-child)){margin-block-start:.5rem}");
    // …and nothing the page does not use, no hover styles, no web font face, no unused variable.
    for (const absent of [
      ".dialog-open",
      ".md\\:grid",
      "dark\\:bg-card",
      ":hover",
      "url(",
      "--color-unused",
      "--tw-shadow",
    ])
      expect(css).not.toContain(absent);
    // The markup is the page's own: Beasties' reserialised document is not used.
    expect(html.replace(/<style>[\s\S]*<\/style>/, "")).toBe(
      PAGE.replace(
        '<link rel="stylesheet" href="/assets/root-abc.css"/>',
        '<noscript><link rel="stylesheet" href="/assets/root-abc.css"/></noscript>',
      ),
    );
  });

  it("refuses a page without exactly one stylesheet link (the build must not ship an unstyled page)", async () => {
    const dir = clientDirWithStylesheet();
    await expect(inlineCriticalCss("<html><head></head><body></body></html>", dir)).rejects.toThrow(/found 0/);
    const twice = PAGE.replace("</head>", '<link rel="stylesheet" href="/assets/root-abc.css"/></head>');
    await expect(inlineCriticalCss(twice, dir)).rejects.toThrow(/found 2/);
  });
});

describe("the critical CSS passes", () => {
  it("withoutHoverRules drops hover selectors, keeping a rule's other selectors", () => {
    expect(withoutHoverRules(".a:hover{color:red}.b:focus-visible,.b:hover{color:blue}")).toBe(
      ".b:focus-visible{color:blue}",
    );
    expect(withoutHoverRules("@media (hover:hover){.a:hover{color:red}}.c{color:green}")).toBe(".c{color:green}");
  });

  it("withoutWebFontFaces drops faces fetched by url() and keeps local ones", () => {
    const css = '@font-face{font-family:A;src:url(/a.woff2)}@font-face{font-family:B;src:local("Arial")}';
    expect(withoutWebFontFaces(css)).toBe('@font-face{font-family:B;src:local("Arial")}');
  });

  it("withoutPropertiesFallback keeps the properties layer first in the cascade order, without its rules", () => {
    expect(withoutPropertiesFallback("@layer properties{*{--tw-x:0}}@layer theme{:root{--a:1}}")).toBe(
      "@layer properties;@layer theme{:root{--a:1}}",
    );
  });

  it("withoutUnusedWhereRules keeps a :where(.class …) rule only for a class the page uses", () => {
    const css =
      ":where(.space-y-2\\.5>:not(:last-child)){margin:0}:where(.divide-y>*){border:0}:where(select) option{x:y}";
    const classes = classNamesOf('<ul class="space-y-2.5 flex"></ul><a class="[&amp;_svg]:size-4"></a>');
    expect(classes).toEqual(new Set(["space-y-2.5", "flex", "[&_svg]:size-4"]));
    expect(withoutUnusedWhereRules(css, classes)).toBe(
      ":where(.space-y-2\\.5>:not(:last-child)){margin:0}:where(select) option{x:y}",
    );
  });

  it("withoutUnusedCustomProperties keeps what rules or style attributes read, through chains, and drops the rest", () => {
    const css =
      ":root{--a:1px;--b:var(--a);--c:2px;--d:var(--c);--e:3px}" +
      "@property --tw-used{syntax:'*';inherits:false}@property --tw-unused{syntax:'*';inherits:false}" +
      ".x{margin:var(--b);box-shadow:var(--tw-used)}";
    expect(withoutUnusedCustomProperties(css, '<div style="width:var(--e)"></div>')).toBe(
      ":root{--a:1px;--b:var(--a);--e:3px}@property --tw-used{syntax:'*';inherits:false}" +
        ".x{margin:var(--b);box-shadow:var(--tw-used)}",
    );
  });

  it("withConstantCustomPropertiesInlined writes a :root constant where it is read, and nothing that may vary", () => {
    const css =
      ":root{--spacing:.25rem;--color-primary:var(--primary);--gap:1rem;--size:2rem;--font:Inter, sans-serif}" +
      ".dark{--size:3rem}@property --tw-ring{syntax:'<length>';inherits:false;initial-value:0px}" +
      ".mt-4{margin-top:calc(var(--spacing) * 4)}.text-primary{color:var(--color-primary)}" +
      ".gap{gap:var(--gap)}.size{width:var(--size)}" +
      "html{font-family:var(--font,Arial);font-feature-settings:var(--features,normal);padding:var(--tw-ring,1px)}" +
      ".nested{margin:var(--none,var(--spacing))}" +
      ".bg-white\\/10{background-color:color-mix(in oklab, var(--white) 10%, transparent)}:root{--white:#fff}" +
      '@property --tw-style{syntax:"*";inherits:false;initial-value:solid}' +
      '@property --tw-width{syntax:"<length>";inherits:false;initial-value:0}' +
      '@property --tw-set{syntax:"*";inherits:false;initial-value:0}.set{--tw-set:1}' +
      ".border{border-style:var(--tw-style);border-width:calc(1px + var(--tw-width));margin:var(--tw-set)}";
    // --color-primary reads a themed variable, --size is declared twice, --gap is set by an element's style
    // attribute, --tw-ring is registered without the universal syntax: their references stay.
    expect(withConstantCustomPropertiesInlined(css, '<div style="--gap:2rem"></div>')).toBe(
      ":root{--spacing:.25rem;--color-primary:var(--primary);--gap:1rem;--size:2rem;--font:Inter, sans-serif}" +
        ".dark{--size:3rem}@property --tw-ring{syntax:'<length>';inherits:false;initial-value:0px}" +
        ".mt-4{margin-top:calc(.25rem * 4)}.text-primary{color:var(--color-primary)}" +
        ".gap{gap:var(--gap)}.size{width:var(--size)}" +
        "html{font-family:Inter, sans-serif;font-feature-settings:normal;padding:var(--tw-ring,1px)}" +
        ".nested{margin:.25rem}" +
        ".bg-white\\/10{background-color:color-mix(in oklab, var(--white) 10%, transparent)}:root{--white:#fff}" +
        '@property --tw-style{syntax:"*";inherits:false;initial-value:solid}' +
        '@property --tw-width{syntax:"<length>";inherits:false;initial-value:0}' +
        '@property --tw-set{syntax:"*";inherits:false;initial-value:0}.set{--tw-set:1}' +
        // Registered and never declared: its initial value; typed, or declared somewhere: kept.
        ".border{border-style:solid;border-width:calc(1px + var(--tw-width));margin:var(--tw-set)}",
    );
  });

  it("minified folds the arithmetic, drops a declaration repeated in its rule and keeps the layers' order", () => {
    expect(
      minified(
        "@layer properties;.mt-4{margin-top:calc(.25rem * 4)}" +
          "a{-webkit-text-decoration:inherit;-webkit-text-decoration:inherit;color:red;color:blue}",
      ),
    ).toBe("@layer properties;.mt-4{margin-top:1rem}a{-webkit-text-decoration:inherit;color:#00f}");
  });
});
