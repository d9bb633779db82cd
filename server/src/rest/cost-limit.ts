import type { Database, Queryable } from "../db/database";
import type { Limits } from "./limits";
import { restError } from "./errors/catalogue";

/**
 * Per API role, the highest planner cost (EXPLAIN's "Total Cost") one statement of a REST request may have; a role
 * without a ceiling (service_role: the server's own trusted code) is not checked. Read from REST_MAX_COST_ANON and
 * REST_MAX_COST_AUTHENTICATED by config/rest.ts (decision 0770).
 */
export type CostCeilings = Partial<Record<string, number>>;

/** REST_MAX_COST_ANON and REST_MAX_COST_AUTHENTICATED's defaults (measured: decision 0770). */
export const DEFAULT_MAX_COST = { anon: 50_000, authenticated: 100_000 };
/** REST_READ_TIMEOUT_MS's default: how long a read may hold PGlite. */
export const DEFAULT_READ_TIMEOUT_MS = 3_000;

/**
 * How long one statement of a REST request may run: the role's statement timeout, and on PGlite, for a read by
 * `anon` or `authenticated`, at most `limits.readTimeoutMs`: there every other request waits for it (and then for
 * the engine's reopening), so a read whose cost was underestimated is stopped early (decision 0770).
 */
export function statementTimeout(
  db: Pick<Database, "kind" | "timeoutFor">,
  role: string,
  readOnly: boolean,
  limits: Pick<Limits, "readTimeoutMs">,
): number {
  const timeout = db.timeoutFor(role);
  const shortened = readOnly && db.kind === "pglite" && role !== "service_role" && limits.readTimeoutMs;
  return shortened ? Math.min(timeout, shortened) : timeout;
}

/** What the planner expects a statement to cost, without running it. */
export async function plannedCost(tx: Queryable, sql: string, values: unknown[] = []): Promise<number> {
  const { rows } = await tx.query<{ "QUERY PLAN": unknown }>(`explain (format json) ${sql}`, values);
  const plan = rows[0]["QUERY PLAN"];
  const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: { "Total Cost": number } }[];
  return parsed[0].Plan["Total Cost"];
}

/**
 * The transaction as a REST request may use it: every statement is planned first (EXPLAIN, which runs nothing) and
 * refused with 400 `54001` when its estimated cost is over `ceiling`, as PostgREST deployments do with
 * pg_plan_filter. On PGlite, where statements take turns on one engine, this keeps one request from holding every
 * other one for its whole statement timeout. `explain` statements themselves (Prefer: count=planned) pass.
 */
export function costLimited(tx: Queryable, ceiling: number | undefined): Queryable {
  if (ceiling === undefined) return tx;
  return {
    exec: (sql) => tx.exec(sql),
    query: async <Row>(sql: string, values?: unknown[]) => {
      if (!/^\s*explain\b/i.test(sql)) {
        const cost = await plannedCost(tx, sql, values);
        if (cost > ceiling) {
          throw restError("54001", {
            details: `The query's planned cost is ${Math.round(cost)}, over the limit of ${ceiling} for this role`,
            hint: "Ask for fewer rows (filters, limit) or fewer embedded resources, or split the request",
          });
        }
      }
      return tx.query<Row>(sql, values);
    },
  };
}
