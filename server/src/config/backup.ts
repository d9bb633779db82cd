import path from "node:path";
import { integer } from "./read";

/** Backups (decision 1028) and the PostgreSQL client tools they run. */
export interface BackupConfig {
  /**
   * Where `npm run backup` and the scheduled backups write (BACKUP_DIR, DATA_DIR/backups by default), every how many
   * minutes this instance takes one (BACKUP_INTERVAL_MINUTES, 0: never), and how many are kept (BACKUP_KEEP).
   */
  backup: { dir: string; intervalMinutes: number; keep: number };
  /** The PATH where pg_dump, pg_restore and psql are looked for (the server's own). */
  clientPath: string | undefined;
}

/** `dataDir`: the database reader's DATA_DIR, resolved. */
export function backupConfig(env: NodeJS.ProcessEnv, dataDir: string): BackupConfig {
  return {
    backup: {
      dir: path.resolve(env.BACKUP_DIR || path.join(dataDir, "backups")),
      intervalMinutes: integer(env, "BACKUP_INTERVAL_MINUTES", 0, 0, 7 * 24 * 60),
      keep: integer(env, "BACKUP_KEEP", 7, 1, 1000),
    },
    clientPath: env.PATH || undefined,
  };
}
