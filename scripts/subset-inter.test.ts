import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { frenchUnicodeRange, isInFrenchSubset } from "../web/src/assets/fonts/inter-french-subset";
import { SUBSET_FONT_PATH, buildFrenchInterSubset } from "./subset-inter";

const root = path.resolve(import.meta.dirname, "..");

function sourceFiles(dir: string, pattern: RegExp): string[] {
  return (readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .filter((file) => pattern.test(file) && !file.includes(".test."))
    .map((file) => path.join(dir, file));
}

/** Code without its comments: what the site can display. */
function withoutComments(code: string): string {
  return code
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1")
    .replace(/^\s*--.*$/gm, "");
}

describe("the Inter subset every page uses", () => {
  it("is the file the subsetting script writes (run `npm run fonts:subset` after changing the subset)", async () => {
    const checkedIn = readFileSync(SUBSET_FONT_PATH);
    const built = await buildFrenchInterSubset();
    expect(built.equals(checkedIn)).toBe(true);
    expect(checkedIn.length).toBeLessThan(30 * 1024);
  });

  it("is declared in app.css last, with the subset's unicode-range, so it is tried first", () => {
    const css = readFileSync(path.join(root, "web/src/app.css"), "utf8");
    const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1]!);
    const last = faces.at(-1)!.replace(/\s+/g, " ");
    expect(last).toContain('url("./assets/fonts/inter-french-wght.woff2")');
    expect(last).toContain(`unicode-range: ${frenchUnicodeRange()};`);
    for (const face of faces) expect(face.replace(/\s+/g, " ")).toContain("font-weight: 400 700;");
  });

  it("covers every character of the site's own text and demo data", () => {
    const files = [
      ...sourceFiles("web/src/content", /\.ts$/),
      ...sourceFiles("web/src/features", /\.tsx?$/),
      ...sourceFiles("web/src/components", /\.tsx?$/),
      ...sourceFiles("supabase", /\.sql$/),
    ].filter((file) => !file.endsWith("certificate-document.ts")); // a PDF encoding table, drawn with the PDF's own font
    const outside: string[] = [];
    for (const file of files) {
      for (const character of withoutComments(readFileSync(path.join(root, file), "utf8"))) {
        const codePoint = character.codePointAt(0)!;
        if (codePoint > 0x7e && !isInFrenchSubset(codePoint) && !/\s/.test(character)) {
          outside.push(`${file}: ${character} U+${codePoint.toString(16).toUpperCase()}`);
        }
      }
    }
    expect([...new Set(outside)]).toEqual([]);
  });
});
