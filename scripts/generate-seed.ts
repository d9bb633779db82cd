import { writeFile } from "node:fs/promises";
import path from "node:path";
import { REPO_ROOT } from "../server/src/config/defaults";
import { SEED_MIGRATION, SESSIONS_SEED_MIGRATION, seedSql, sessionsSeedSql } from "./seed-sql";

await writeFile(path.join(REPO_ROOT, SEED_MIGRATION), seedSql());
console.log(`wrote ${SEED_MIGRATION}`);
await writeFile(path.join(REPO_ROOT, SESSIONS_SEED_MIGRATION), sessionsSeedSql());
console.log(`wrote ${SESSIONS_SEED_MIGRATION}`);
