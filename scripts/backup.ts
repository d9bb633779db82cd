// `npm run backup`: backs up the database and the Storage objects into BACKUP_DIR (DATA_DIR/backups by default) as
// one folder `backup-<time>`, while the site runs (decision 1028), then keeps the BACKUP_KEEP newest.
// - PostgreSQL (DATABASE_URL): pg_dump's consistent snapshot, then the objects (DATA_DIR/storage or the S3 bucket).
// - PGlite: the running server dumps its engine between two requests (POST /ops/backup with the service role key);
//   with the server stopped, this command opens DATA_DIR itself.
// Restore with `npm run restore -- <folder>` (scripts/restore.ts). docs/operations.md has the whole procedure.
import path from "node:path";
import { JwtKeys, makeApiKey } from "../server/src/auth/jwt";
import { loadConfig } from "../server/src/config";
import { DEV_JWT_SECRET, DEV_SERVICE_ROLE_KEY } from "../server/src/config/defaults";
import { ConfigError } from "../server/src/config/read";
import { DataDirLockedError, lockDataDir } from "../server/src/db/data-dir-lock";
import { openPglite } from "../server/src/db/pglite";
import { pruneBackups, takeBackup, usePgClientPath } from "../server/src/ops/backup";
import { localObjectStore, s3ObjectStore } from "../server/src/storage/object-store";

let config;
try {
  config = loadConfig(process.env);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
if (config.mode !== "local") {
  console.error("A hosted project (SUPABASE_URL) is backed up by Supabase itself.");
  process.exit(1);
}
usePgClientPath(config.clientPath);
const store =
  config.objectStorage.backend === "s3"
    ? s3ObjectStore(config.objectStorage)
    : localObjectStore(path.join(config.dataDir, "storage"));
const started = Date.now();
try {
  let result: { backup: string; objects: number };
  if (config.databaseUrl) {
    const { dir, manifest } = await takeBackup(
      { database: { engine: "postgres", url: config.databaseUrl }, store },
      config.backup.dir,
    );
    result = { backup: dir, objects: manifest.objects };
  } else {
    let unlock: (() => void) | undefined;
    try {
      unlock = lockDataDir(config.dataDir);
    } catch (error) {
      if (!(error instanceof DataDirLockedError)) throw error;
    }
    if (unlock) {
      // The server is stopped: this command opens the engine itself.
      const db = await openPglite(path.join(config.dataDir, "pgdata"), config.statementTimeouts, () => {});
      try {
        const { dir, manifest } = await takeBackup(
          { database: { engine: "pglite", db }, store, outboxDir: path.join(config.dataDir, "outbox") },
          config.backup.dir,
        );
        result = { backup: dir, objects: manifest.objects };
      } finally {
        await db.close();
        unlock();
      }
    } else {
      // The server runs and owns the engine: it takes the backup.
      const key =
        config.serviceRoleKey ??
        (config.jwtSecret === DEV_JWT_SECRET
          ? DEV_SERVICE_ROLE_KEY
          : await makeApiKey(new JwtKeys(config.jwtSecret, config.jwtKeys), "service_role"));
      const response = await fetch(`http://127.0.0.1:${config.port}/ops/backup`, {
        method: "POST",
        headers: { authorization: `Bearer ${key}` },
      });
      if (!response.ok) throw new Error(`the server answered ${response.status}: ${await response.text()}`);
      const answer = (await response.json()) as { backup: string; objects: number };
      result = { backup: path.join(config.backup.dir, answer.backup), objects: answer.objects };
    }
  }
  const removed = await pruneBackups(config.backup.dir, config.backup.keep);
  console.log(
    `Backup ${result.backup}: database and ${result.objects} objects in ${((Date.now() - started) / 1000).toFixed(1)} s${removed.length ? `; ${removed.length} older removed (BACKUP_KEEP=${config.backup.keep})` : ""}.`,
  );
} catch (error) {
  console.error(`Backup failed: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  store.close();
}
