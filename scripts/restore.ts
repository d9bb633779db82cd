// `npm run restore -- <backup folder>`: restores a backup made by `npm run backup` (decision 1028) into an empty
// place, the server stopped: PGlite into DATA_DIR (whose pgdata must not exist yet), PostgreSQL into the empty database
// of DATABASE_URL (the API roles are created where missing); then every object into DATA_DIR/storage or the S3 bucket
// (STORAGE_BACKEND), each read back and checked. Start the server afterwards: it applies any newer migration.
import path from "node:path";
import { loadConfig } from "../server/src/config";
import { ConfigError } from "../server/src/config/read";
import { lockDataDir } from "../server/src/db/data-dir-lock";
import { restoreBackup, usePgClientPath } from "../server/src/ops/backup";
import { localObjectStore, s3ObjectStore } from "../server/src/storage/object-store";

const folder = process.argv[2];
if (!folder) {
  console.error("Usage: npm run restore -- <backup folder, e.g. .data/backups/backup-2026-12-07T02-00-00-000Z>");
  process.exit(1);
}
let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
if (config.mode !== "local") {
  console.error("A hosted project (SUPABASE_URL) is restored by Supabase itself.");
  process.exit(1);
}
usePgClientPath(config.clientPath);
const store =
  config.objectStorage.backend === "s3"
    ? s3ObjectStore(config.objectStorage)
    : localObjectStore(path.join(config.dataDir, "storage"));
let unlock = () => {};
try {
  if (!config.databaseUrl) unlock = lockDataDir(config.dataDir);
  await restoreBackup(
    path.resolve(folder),
    config.databaseUrl
      ? { databaseUrl: config.databaseUrl, store }
      : { pgliteDir: path.join(config.dataDir, "pgdata"), store, outboxDir: path.join(config.dataDir, "outbox") },
    console.log,
  );
  console.log("Restored. Start the server: it applies any migration newer than the backup.");
} catch (error) {
  console.error(`Restore failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  store.close();
  unlock();
}
