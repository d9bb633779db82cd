import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../server/src/config/defaults";
import { GENERATED_FILES, generateDatabaseTypes } from "./database-types/generate";

describe("generated database types", () => {
  it("match supabase/migrations", async () => {
    const generated = await generateDatabaseTypes();
    for (const name of Object.keys(GENERATED_FILES) as (keyof typeof GENERATED_FILES)[]) {
      const file = GENERATED_FILES[name];
      const checkedIn = await readFile(file, "utf8");
      expect(checkedIn, `${path.relative(REPO_ROOT, file)} is stale: run npm run db:types`).toBe(generated[name]);
    }
  }, 120_000);
});
