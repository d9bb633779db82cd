import { timingSafeEqual } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { JwtKeys } from "../auth/jwt";
import type { Database } from "../db/database";
import { edgeRuntimeStats } from "../functions/function-worker";

/**
 * Prometheus metrics (issue 47 item 4, decision 1007), on a registry of each app's own (tests build several apps in
 * one process). What the database holds (jobs, payments) is read when scraped, bounded by a short timeout, so a
 * scrape never waits on a database that is down: those series are then left out and `site_database_up` says why.
 */
export class SiteMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<"route" | "method" | "status">;
  private readonly latency: Histogram<"route" | "method" | "status">;

  constructor(private readonly db?: Database) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry, prefix: "site_process_" });
    this.requests = new Counter({
      name: "site_http_requests_total",
      help: "HTTP requests answered, by route pattern, method and status",
      labelNames: ["route", "method", "status"],
      registers,
    });
    this.latency = new Histogram({
      name: "site_http_request_duration_seconds",
      help: "Time to answer an HTTP request (to its headers), by route pattern, method and status",
      labelNames: ["route", "method", "status"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    });
    const database = db;
    new Gauge({
      name: "site_database_up",
      help: "1 when the database answers, 0 while it is unreachable (requests answer 503)",
      registers,
      collect() {
        this.set(database?.status?.().up === false ? 0 : 1);
      },
    });
    new Gauge({
      name: "site_database_outages_total",
      help: "Times the database was found unreachable since the start",
      registers,
      collect() {
        this.set(database?.status?.().outages ?? 0);
      },
    });
    new Gauge({
      name: "site_database_pool_connections",
      help: "PostgreSQL pool connections by state (total, idle, waiting requests, max)",
      labelNames: ["state"],
      registers,
      collect() {
        const pool = database?.pool?.();
        if (!pool) return;
        for (const [state, value] of Object.entries(pool)) this.set({ state }, value);
      },
    });
    const edge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    edge("site_edge_workers_started_total", "Edge Function workers started", () => edgeRuntimeStats.started);
    edge(
      "site_edge_workers_restarted_total",
      "Edge Function workers started again after theirs stopped (a limit, a crash)",
      () => edgeRuntimeStats.restarted,
    );
    edge(
      "site_edge_boot_failures_total",
      "Edge Function workers that failed to start",
      () => edgeRuntimeStats.bootFailures,
    );
    new Gauge({
      name: "site_edge_limit_hits_total",
      help: "Edge Function requests stopped by a limit (cpu, memory, idle)",
      labelNames: ["limit"],
      registers,
      collect() {
        for (const [limit, value] of Object.entries(edgeRuntimeStats.limitHits)) this.set({ limit }, value);
      },
    });
    if (!database) return;
    const jobs = new Gauge({
      name: "site_jobs",
      help: "Jobs in private.jobs by kind and state (mail.send done/failed = e-mails sent/failed; message.send = SMS/WhatsApp)",
      labelNames: ["kind", "state"],
      registers,
    });
    const due = new Gauge({
      name: "site_jobs_due",
      help: "Jobs due now and waiting to be run (queue depth)",
      registers,
    });
    const oldest = new Gauge({
      name: "site_jobs_oldest_due_age_seconds",
      help: "How long the oldest due job has waited (0 when none is due)",
      registers,
    });
    const payments = new Gauge({
      name: "site_payments",
      help: "Payments by status",
      labelNames: ["status"],
      registers,
    });
    new Gauge({
      name: "site_database_scrape_ok",
      help: "1 when the job and payment series above could be read from the database in this scrape",
      registers,
      async collect() {
        try {
          const [byKind, queue, byStatus] = await withTimeout(
            Promise.all([
              database.query<{ kind: string; state: string; n: number }>(
                "select kind, state, count(*)::int as n from private.jobs group by kind, state",
              ),
              database.query<{ due: number; age: number | null }>(
                `select count(*)::int as due, extract(epoch from now() - min(run_at))::float8 as age
                   from private.jobs where state = 'pending' and run_at <= now()`,
              ),
              database.query<{ status: string; n: number }>(
                "select status, count(*)::int as n from public.payments group by status",
              ),
            ]),
            1_000,
          );
          jobs.reset();
          for (const row of byKind.rows) jobs.set({ kind: row.kind, state: row.state }, row.n);
          due.set(queue.rows[0]?.due ?? 0);
          oldest.set(Math.max(0, queue.rows[0]?.age ?? 0));
          payments.reset();
          for (const row of byStatus.rows) payments.set({ status: row.status }, row.n);
          this.set(1);
        } catch {
          this.set(0);
        }
      },
    });
  }

  /** Counts and times every request; the route is Hono's matched pattern, never the path (no ids, no e-mails). */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const started = performance.now();
      await next();
      const labels = { route: routeOf(c, c.res.status), method: c.req.method, status: String(c.res.status) };
      this.requests.inc(labels);
      this.latency.observe(labels, (performance.now() - started) / 1000);
    };
  }

  /**
   * GET /metrics: only with `Authorization: Bearer <METRICS_TOKEN>` or the service role key (a scraper's secret,
   * never a visitor's); 401 otherwise, without saying which is set.
   */
  route(options: { token?: string; keys?: JwtKeys }) {
    return async (c: Context) => {
      const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
      if (!bearer || !(await allowed(bearer, options))) {
        c.header("WWW-Authenticate", 'Bearer realm="metrics"');
        return c.json({ message: "A bearer token is required (METRICS_TOKEN or the service role key)" }, 401);
      }
      c.header("Cache-Control", "no-store");
      return c.body(await this.registry.metrics(), 200, { "Content-Type": this.registry.contentType });
    };
  }
}

async function allowed(bearer: string, options: { token?: string; keys?: JwtKeys }): Promise<boolean> {
  if (options.token) {
    const given = Buffer.from(bearer);
    const expected = Buffer.from(options.token);
    if (given.length === expected.length && timingSafeEqual(given, expected)) return true;
  }
  if (!options.keys) return false;
  const verified = await options.keys.verify(bearer);
  return verified.ok && verified.claims.role === "service_role";
}

/**
 * The route a request is counted under: the API's table, function or endpoint (a name the code knows: one that
 * answered 404 is "unknown", so made-up names cannot grow the series), the site's pages as one.
 */
export function routeOf(c: Context, status: number): string {
  const path = c.req.path;
  const family = /^\/(rest|auth|storage|functions)\/v1\/([^/]+)/.exec(path);
  if (family) {
    const name = status !== 404 && /^[a-z0-9_.-]{1,64}$/i.test(family[2]) ? family[2] : "unknown";
    return `/${family[1]}/v1/${family[1] === "storage" ? name.replace(/^(object|bucket|render).*/, "$1") : name}`;
  }
  if (["/healthz", "/readyz", "/metrics"].includes(path)) return path;
  if (path.startsWith("/_local/") || path.startsWith("/_dev/")) return "internal";
  return c.req.method === "GET" || c.req.method === "HEAD" ? "page" : "other";
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

export { withTimeout };
