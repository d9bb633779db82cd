import { writeFile } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "../server/src/config";
import { SEED_MIGRATION, seedSql } from "./seed-sql";

await writeFile(path.join(REPO_ROOT, SEED_MIGRATION), seedSql());
console.log(`wrote ${SEED_MIGRATION}`);
