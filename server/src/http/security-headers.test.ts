import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, inlineScriptHashes } from "./security-headers";

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

describe("contentSecurityPolicy", () => {
  it("allows the page's own scripts by hash and names connect-src only for another API origin", () => {
    const sameOrigin = contentSecurityPolicy([sha256("var a=1")], []);
    expect(sameOrigin).toBe(
      `default-src 'self'; script-src 'self' ${sha256("var a=1")}; style-src 'self' 'unsafe-inline'; ` +
        "img-src 'self' data: blob:; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
    const hosted = contentSecurityPolicy([], ["https://abc.supabase.co", "wss://abc.supabase.co"]);
    expect(hosted).toContain("script-src 'self'; ");
    expect(hosted).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co; ");
  });
});
