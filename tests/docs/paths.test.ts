import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The README and docs/ are a newcomer's map of the house: every repository path they name in code quotes or links
 * must exist, so a file that moves takes its mentions with it. Decision records keep history as it was written and
 * are not read here; patterns (`*`, `<name>`, `{a,b}`) and placeholders are not paths.
 */
const root = path.resolve(import.meta.dirname, "../..");
const TOP_FOLDERS = [
  "web/",
  "server/",
  "supabase/",
  "common/",
  "tests/",
  "e2e/",
  "bench/",
  "scripts/",
  "docs/",
  ".ci/",
];
const NOT_A_PATH = /[<>*{}$…]/;

function documents(): string[] {
  const docs = readdirSync(path.join(root, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`);
  return ["README.md", ...docs];
}

/** `server/src/app.ts:64` → server/src/app.ts; `docs/` → docs. */
function asPath(mention: string): string {
  return mention
    .replace(/#.*$/, "")
    .replace(/:[\d,-]+$/, "")
    .replace(/\/$/, "");
}

function pathsNamedIn(markdown: string, from: string): string[] {
  const quoted = [...markdown.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]);
  const linked = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1])
    .filter((target) => !/^(https?:|mailto:|#)/.test(target))
    .map((target) => path.posix.join(path.posix.dirname(from), target));
  return [...quoted, ...linked]
    .filter((mention) => TOP_FOLDERS.some((folder) => mention.startsWith(folder)) && !NOT_A_PATH.test(mention))
    .map(asPath);
}

describe("paths named in the README and docs/", () => {
  it("reads a quoted path with a line number and a relative link", () => {
    expect(pathsNamedIn("see `server/src/app.ts:64` and [tests](../tests/docs/)", "docs/x.md")).toEqual([
      "server/src/app.ts",
      "tests/docs",
    ]);
    expect(pathsNamedIn("`web/src/features/<name>/index.ts`, `/rest/v1`, `e2e/*.spec.ts`", "README.md")).toEqual([]);
  });

  for (const document of documents()) {
    it(`${document} names only paths that exist`, () => {
      const missing = pathsNamedIn(readFileSync(path.join(root, document), "utf8"), document).filter(
        (mention) => !existsSync(path.join(root, mention)),
      );
      expect(missing, `${document} names paths that do not exist`).toEqual([]);
    });
  }
});
