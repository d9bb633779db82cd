import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { minifyInlineScript } from "./minified-inline-scripts";

describe("minifyInlineScript", () => {
  it("drops the comments and shortens the early-interactions script, which still defines its global", () => {
    const file = path.resolve(import.meta.dirname, "../../lib/early-interactions.inline.js");
    const source = readFileSync(file, "utf8");
    const minified = minifyInlineScript(file, source);
    expect(minified.length).toBeLessThan(source.length / 2);
    expect(minified).not.toContain("docs/decisions");
    new Function(minified)();
    expect(window.__earlyInteractions).toEqual({ fields: [], action: null });
  });

  it("refuses a script that does not parse, rather than shipping it", () => {
    expect(() => minifyInlineScript("broken.inline.js", "(function () {")).toThrow(/broken\.inline\.js/);
  });
});
