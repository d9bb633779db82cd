import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const sourceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx|jsx)$/.test(entry.name) && !/\.test\.[jt]sx$/.test(entry.name) ? [full] : [];
  });
}

/** Every opening <form …> (and React Router's <Form …>, whose default is GET) in the app's source. */
const formTags = sourceFiles(sourceRoot).flatMap((file) =>
  [...readFileSync(file, "utf8").matchAll(/<(form|Form)\b[^>]*>/g)].map((match) => ({
    where: `${path.relative(sourceRoot, file)}: ${match[0].replace(/\s+/g, " ").slice(0, 80)}`,
    tag: match[0],
  })),
);

/** A filter's GET form (its fields are a public filter, not what a person typed): method="get" and data-early-native. */
const isFilterForm = (tag: string) => /\smethod="get"/.test(tag) && /\sdata-early-native=""/.test(tag);

describe("forms of the site (issue 10)", () => {
  it("finds the site's forms (the check below is not vacuous)", () => {
    expect(formTags.length).toBeGreaterThanOrEqual(14);
  });

  it('every form declares method="post": a native submission before hydration never puts a field in the URL', () => {
    const withoutPost = formTags
      .filter(({ tag }) => !/\smethod="post"/.test(tag) && !isFilterForm(tag))
      .map(({ where }) => where);
    expect(withoutPost).toEqual([]);
  });

  it("the one GET form is the catalogue's filter, whose address is the point (decision 1073)", () => {
    expect(formTags.filter(({ tag }) => isFilterForm(tag)).map(({ where }) => where.split(":")[0])).toEqual([
      path.join("features", "catalogue", "components", "catalogue-browser.tsx"),
    ]);
  });
});
