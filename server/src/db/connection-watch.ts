import pg from "pg";
import { isPgError, pgError, type DatabaseStatus, type PgError } from "./database";

/** The SQLSTATEs that mean "this connection or the server went away", not "this statement was wrong". */
const CONNECTION_SQLSTATES = new Set(["57P01", "57P02", "57P03"]);
const SOCKET_ERRORS = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Connection terminated due to connection timeout|connection error and is not queryable|Client was closed and is not queryable|the database is unreachable/i;

/** True for a lost or refused connection (pg's socket and protocol errors, 08xxx, 57P01–57P03). */
export function isConnectionError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (code.startsWith("08") || CONNECTION_SQLSTATES.has(code))) return true;
  if (typeof code === "string" && SOCKET_ERRORS.has(code)) return true;
  return error instanceof Error && DRIVER_MESSAGES.test(error.message);
}

/**
 * The error a request gets while the database cannot be reached: SQLSTATE 08006 (connection_failure), which the API
 * answers 503 (rest/errors/sqlstate.ts, app.ts), so clients and proxies retry instead of reporting a bug.
 */
export function unavailable(cause: unknown): Error & PgError {
  const reason = cause instanceof Error ? cause.message : String(cause);
  if (isPgError(cause) && cause.code === "08006") return cause as Error & PgError;
  return Object.assign(pgError("08006", `the database is unreachable: ${reason}`), {
    hint: "Retry in a few seconds.",
  });
}

/**
 * Watches one PostgreSQL server for the pools of this process (the study's F1). A connection error seen on any
 * request starts a probe on a connection of its own; while the probe cannot connect, requests fail at once with 503
 * (rather than each waiting for its own connection attempt), and the probe retries with a growing delay
 * (250 ms doubling to 5 s) until the server answers, then requests go through again. Nothing is retried on the
 * requests' behalf beyond a transaction's first statement (postgres.ts): an error after it may hide a commit, so it
 * is the client's to retry, as it is after any 503.
 */
export class ConnectionWatch {
  private down: { since: number; error: string } | undefined;
  private probing = false;
  private stopped = false;
  private outages = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly connectionString: string,
    private readonly log: (message: string) => void = (message) => console.warn(message),
    private readonly delays = { firstMs: 250, maxMs: 5_000, connectMs: 3_000 },
  ) {}

  /** Throws the 503 error at once while the server is known to be unreachable. */
  check(): void {
    if (this.down) throw unavailable(new Error(this.down.error));
  }

  /** Looks at an error a query or a connection raised: a connection error starts the probe and becomes 08006. */
  seen(error: unknown): unknown {
    if (!isConnectionError(error)) return error;
    this.probe(error instanceof Error ? error.message : String(error));
    return unavailable(error);
  }

  status(): DatabaseStatus {
    return this.down
      ? { up: false, error: this.down.error, downSince: this.down.since, outages: this.outages }
      : { up: true, outages: this.outages };
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  private probe(reason: string): void {
    if (this.probing || this.stopped) return;
    this.probing = true;
    let delay = this.delays.firstMs;
    const attempt = async () => {
      if (this.stopped) return;
      const client = new pg.Client({
        connectionString: this.connectionString,
        connectionTimeoutMillis: this.delays.connectMs,
      });
      client.on("error", () => undefined);
      try {
        await client.connect();
        await client.query("select 1");
        if (this.down) {
          const seconds = ((Date.now() - this.down.since) / 1000).toFixed(1);
          this.log(`PostgreSQL: reachable again after ${seconds} s; requests are served again`);
        }
        this.down = undefined;
        this.probing = false;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        if (!this.down) {
          this.outages += 1;
          this.down = { since: Date.now(), error: message || reason };
          this.log(`PostgreSQL: unreachable (${message || reason}); requests answer 503 until it is back`);
        } else this.down.error = message || reason;
        this.timer = setTimeout(() => void attempt(), delay);
        this.timer.unref();
        delay = Math.min(delay * 2, this.delays.maxMs);
      } finally {
        await client.end().catch(() => undefined);
      }
    };
    void attempt();
  }
}
