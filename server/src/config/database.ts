import path from "node:path";
import type { RoleTimeouts } from "../db/database";
import { REPO_ROOT } from "./defaults";
import { HOUR, integer } from "./read";

/** The database: PGlite under DATA_DIR, or PostgreSQL at DATABASE_URL, and how long one API statement may run. */
export interface DatabaseConfig {
  dataDir: string;
  databaseUrl: string | undefined;
  /** Per API role, how long one statement of a /rest/v1 request may run (ms) before it fails with 57014. */
  statementTimeouts: RoleTimeouts;
}

export function databaseConfig(env: NodeJS.ProcessEnv): DatabaseConfig {
  return {
    dataDir: path.resolve(env.DATA_DIR || path.join(REPO_ROOT, ".data")),
    databaseUrl: env.DATABASE_URL || undefined,
    // Supabase's defaults: anon 3 s, authenticated 8 s.
    statementTimeouts: {
      anon: integer(env, "STATEMENT_TIMEOUT_ANON_MS", 3_000, 100, HOUR),
      authenticated: integer(env, "STATEMENT_TIMEOUT_AUTHENTICATED_MS", 8_000, 100, HOUR),
      service_role: integer(env, "STATEMENT_TIMEOUT_SERVICE_ROLE_MS", 8_000, 100, HOUR),
    },
  };
}
