import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./security-headers";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes each script the browser runs inline, once, and no external or empty one", () => {
    const html =
      "<head><script>var a=1</script><script>var a=1</script><script type=\"module\">import('/x.js')</script>" +
      '<script type="module" src="/assets/app.js"></script><script></script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha256("var a=1"), sha256("import('/x.js')")]);
  });

  it("leaves out data blocks (JSON-LD), which the browser never runs", () => {
    const jsonLd = '{"@context":"https://schema.org","@type":"Organization"}';
    const html = `<script>var a=1</script><script type="application/ld+json">${jsonLd}</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha256("var a=1")]);
  });
});
