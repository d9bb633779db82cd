import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Issue 42 item 5: `replace`/`replaceAll` with a string replacement reads `$\``, `$'`, `$&`, `$1`, `$$` in it as
 * patterns, so a user's or an editor's text inserted that way garbles the page (`$'` inserts the rest of the
 * document). Every replacement that is not a plain literal is a function, whose return value is used as it is.
 */
const ROOTS = ["web/src", "server/src", "supabase/functions", "common", "scripts"];

function stringReplacements(): string[] {
  const files = execFileSync("git", ["ls-files", ...ROOTS], { encoding: "utf8" })
    .split("\n")
    .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !/\.(test|spec)\./.test(file));
  const found: string[] = [];
  for (const file of files) {
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isPropertyAccessExpression(node.expression) &&
        ["replace", "replaceAll"].includes(node.expression.name.text) &&
        node.arguments.length === 2
      ) {
        const replacement = node.arguments[1]!;
        const literal = ts.isStringLiteral(replacement) || ts.isNoSubstitutionTemplateLiteral(replacement);
        const fn = ts.isArrowFunction(replacement) || ts.isFunctionExpression(replacement);
        // A constant made of fixed characters (a narrow space) is not a user's text.
        const constant = ts.isIdentifier(replacement) && /^[A-Z][A-Z0-9_]*$/.test(replacement.text);
        if (!literal && !fn && !constant) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          found.push(`${file}:${line + 1}`);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe("text inserted with replace", () => {
  it("is always given through a replacer function, never as a string replacement built from values", () => {
    expect(stringReplacements()).toEqual([]);
  });
});
