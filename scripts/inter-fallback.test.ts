import { readFileSync } from "node:fs";
import path from "node:path";
import arial from "@capsizecss/metrics/arial";
import inter from "@capsizecss/metrics/inter";
import { describe, expect, it } from "vitest";
import { FALLBACK_CSS_PATH, FALLBACKS, fallbackCss, overrides } from "./inter-fallback";

const root = path.resolve(import.meta.dirname, "..");

describe("the local faces standing in for Inter until it arrives", () => {
  it("are the file the script writes (run `npm run fonts:fallback` after changing the fallbacks)", () => {
    expect(readFileSync(FALLBACK_CSS_PATH, "utf8")).toBe(fallbackCss());
  });

  it("scale Arial to Inter's average width and give it Inter's ascent and descent", () => {
    const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = overrides(arial);
    const scale = inter.xWidthAvg / inter.unitsPerEm / (arial.xWidthAvg / arial.unitsPerEm);
    expect(sizeAdjust).toBe(`${(scale * 100).toFixed(2)}%`);
    // Scaled back by size-adjust, the ascent is Inter's own: 1984 / 2048 of the em.
    expect((parseFloat(ascentOverride) / 100) * scale).toBeCloseTo(inter.ascent / inter.unitsPerEm, 3);
    expect((parseFloat(descentOverride) / 100) * scale).toBeCloseTo(-inter.descent / inter.unitsPerEm, 3);
    expect(lineGapOverride).toBe("0.00%");
    expect(scale).toBeGreaterThan(1.05);
  });

  it("come right after Inter in the site's font stack, in the order of FALLBACKS", () => {
    const css = readFileSync(path.join(root, "web/src/app.css"), "utf8").replace(/\s+/g, " ");
    const families = FALLBACKS.map((fallback) => `"${fallback.family}"`).join(", ");
    expect(css).toContain(`--font-sans: "Inter Variable", ${families}, `);
    expect(css).toContain('@import "./assets/fonts/inter-fallback.css";');
  });

  it("have a regular, a semibold and a bold face per fallback, so bold text is never synthesised", () => {
    const css = fallbackCss();
    for (const { family, regular, bold } of FALLBACKS) {
      const faces = css.split("@font-face").filter((face) => face.includes(`font-family: "${family}";`));
      expect(faces.map((face) => face.match(/font-weight: (\d+);/)![1])).toEqual(["400", "600", "700"]);
      expect(faces.map((face) => face.includes(`local("${regular[0]}")`))).toEqual([true, false, false]);
      expect(faces.map((face) => face.includes(`local("${bold[0]}")`))).toEqual([false, true, true]);
    }
  });

  it("scale the bold face by Inter's own width at 600 and 700, keeping Inter's ascent in pixels", () => {
    const arialFallback = FALLBACKS.find((fallback) => fallback.metrics === arial)!;
    const regular = overrides(arial);
    const bold = overrides(arial, inter, arialFallback.weightWidths[700]);
    // Inter Bold is relatively narrower than Arial Bold: its stand-in is set smaller than the regular one.
    expect(parseFloat(bold.sizeAdjust)).toBeCloseTo(
      parseFloat(regular.sizeAdjust) * arialFallback.weightWidths[700],
      1,
    );
    expect(parseFloat(bold.sizeAdjust)).toBeLessThan(parseFloat(regular.sizeAdjust));
    expect((parseFloat(bold.ascentOverride) / 100) * (parseFloat(bold.sizeAdjust) / 100)).toBeCloseTo(
      inter.ascent / inter.unitsPerEm,
      3,
    );
    expect(fallbackCss()).toContain(`size-adjust: ${bold.sizeAdjust};`);
  });
});
