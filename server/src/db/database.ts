import type { ChannelHandlers } from "./postgres-listen";

/** The small surface the backend needs from a PostgreSQL engine: PGlite (embedded) or a real server. */
export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: Row[] }>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
}

export interface TransactionOptions {
  /** Aborting it (the HTTP client went away) cancels the running statement and rolls the transaction back. */
  signal?: AbortSignal;
  /** Each statement of the transaction fails with 57014 once it has run this long, as `statement_timeout` does. */
  timeoutMs?: number;
  /**
   * The API role the transaction runs as. On PostgreSQL, `anon` transactions use connections of their own, so slow
   * signed-in requests holding every pooled connection cannot make anonymous visitors wait.
   */
  role?: string;
  /**
   * A statement run first, before `fn`'s (the REST caller's role and claims). PGlite sends it, with `begin`, in the
   * same message as `fn`'s first statement (decision 1171); PostgreSQL runs it right after `begin`.
   */
  setup?: { sql: string; params: unknown[] };
}

/** Per API role, how long one statement may run (milliseconds); Supabase sets these as role-level `statement_timeout`. */
export type RoleTimeouts = Record<"anon" | "authenticated" | "service_role", number>;

export interface Database extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** The statement timeout for requests made as `role` (the most restrictive one for an unknown role). */
  timeoutFor(role: string): number;
  /** Runs `fn` in one transaction: committed if it resolves, rolled back if it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * PostgreSQL only: LISTEN on `channel` on a connection of its own (reopened when lost, closed with the
   * database); returns the function that stops listening. PGlite has no other writer than this process, so it needs none.
   */
  listen?(channel: string, handlers: ChannelHandlers): () => Promise<void>;
  /** PostgreSQL only: whether the server answers (connection-watch.ts); PGlite, in this process, always does. */
  status?(): DatabaseStatus;
  /** PGlite only: its data folder as a gzipped tar, consistent, taken while the site runs (backups, decision 1028). */
  dumpDataDir?(): Promise<Uint8Array>;
  /** PostgreSQL only: the connection pools' counts, for /metrics. */
  pool?(): { total: number; idle: number; waiting: number; max: number };
  /** Keeps the planner's statistics current for the REST cost ceiling (set by the backend once migrated: statistics.ts). */
  statistics?: StatisticsKeeper;
  close(): Promise<void>;
}

/** What the REST layer asks of the planner's statistics (statistics.ts `PlannerStatistics`). */
export interface StatisticsKeeper {
  /** Rows were written: the statistics may be stale. */
  changed(): void;
  /** Resolves once the statistics are fresh enough to plan a read. */
  fresh(): Promise<void>;
}

/** What /readyz and /metrics read: whether the database answers, and since when it does not. */
export interface DatabaseStatus {
  up: boolean;
  /** Why it is down (the driver's message), while it is. */
  error?: string;
  /** When it was found down (ms since the epoch), while it is. */
  downSince?: number;
  /** How many times it was found down since the start. */
  outages: number;
}

/** A PostgreSQL error as both drivers report it. */
export interface PgError {
  code: string;
  message: string;
  detail?: string;
  hint?: string;
}

export function isPgError(error: unknown): error is PgError {
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as PgError).code === "string" &&
    /^[0-9A-Z]{5}$/.test((error as PgError).code)
  );
}

/** An error shaped like the server's own, for the conditions the backend raises itself. */
export function pgError(code: string, message: string): Error & PgError {
  return Object.assign(new Error(message), { code });
}

/** PostgreSQL's query_canceled errors, word for word. */
export const statementTimeout = () => pgError("57014", "canceling statement due to statement timeout");
export const canceledByClient = () => pgError("57014", "canceling statement due to user request");
/** The embedded engine is restarting after a cancelled statement: nothing of the request was committed; retry. */
export const engineRestarting = () => pgError("57P03", "the database system is starting up");

export function roleTimeoutLookup(timeouts: RoleTimeouts): (role: string) => number {
  return (role) =>
    Object.hasOwn(timeouts, role) ? timeouts[role as keyof RoleTimeouts] : Math.min(...Object.values(timeouts));
}

/** The same database with other per-role timeouts: a second server on one engine, as the tests run one. */
export function withRoleTimeouts(db: Database, timeouts: RoleTimeouts): Database {
  return {
    kind: db.kind,
    timeoutFor: roleTimeoutLookup(timeouts),
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn, options) => db.transaction(fn, options),
    listen: db.listen?.bind(db),
    status: db.status?.bind(db),
    pool: db.pool?.bind(db),
    dumpDataDir: db.dumpDataDir?.bind(db),
    get statistics() {
      return db.statistics;
    },
    close: () => db.close(),
  };
}
