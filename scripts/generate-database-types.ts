import { writeFile } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "../server/src/config/defaults";
import { GENERATED_FILES, generateDatabaseTypes } from "./database-types/generate";

const generated = await generateDatabaseTypes();
for (const name of Object.keys(GENERATED_FILES) as (keyof typeof GENERATED_FILES)[]) {
  await writeFile(GENERATED_FILES[name], generated[name]);
  console.log(`wrote ${path.relative(REPO_ROOT, GENERATED_FILES[name])}`);
}
