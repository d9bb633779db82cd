import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = path.dirname(fileURLToPath(import.meta.url));
const sourcesOf = (dir: string) =>
  readdirSync(path.join(here, dir))
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => ({ name: `${dir}/${name}`, text: readFileSync(path.join(here, dir, name), "utf8") }));

/** A statement in a string: "select … from", "insert into", "update … set", "delete from". */
const SQL = /\b(select\b[^"'`]*\bfrom|insert\s+into|update\s+[\w.]+\s+(\w+\s+)?set|delete\s+from)\b/i;

describe("auth layout (GoTrue's: endpoints in endpoints/, SQL in models/)", () => {
  it("keeps SQL out of the endpoints, the router and the flows", () => {
    const files = [...sourcesOf("endpoints"), ...sourcesOf(".")];
    expect(files.map((f) => f.name)).toContain("endpoints/signup.ts");
    expect(files.filter((f) => SQL.test(f.text)).map((f) => f.name)).toEqual([]);
  });

  it("finds the SQL it looks for in the models (the check can fail)", () => {
    const models = sourcesOf("models");
    for (const name of [
      "models/users.ts",
      "models/sessions.ts",
      "models/refresh-tokens.ts",
      "models/one-time-tokens.ts",
    ]) {
      expect(SQL.test(models.find((f) => f.name === name)!.text), name).toBe(true);
    }
  });
});
