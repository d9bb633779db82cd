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

/** How long a statement's planned cost is remembered, and how many are (decision 1167). */
export const PLANNED_COST_TTL_MS = 30_000;
const PLANNED_COST_ENTRIES = 2_048;

/**
 * The planned costs of statements seen lately, for one database: the same statement with the same values under the
 * same statistics plans to the same cost, so a read repeated within PLANNED_COST_TTL_MS (a screen read again, the
 * calls made after a sign-in) is not planned twice — once by EXPLAIN, once to run — on PGlite's single thread. The
 * window bounds how far a table's growth since may move the estimate; the ceiling is there for costs hundreds of
 * times a normal read's (decision 1167).
 */
export class PlannedCosts {
  private readonly costs = new Map<string, { cost: number; at: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** `role`: the statement's role, whose policies the plan holds. */
  async of(tx: Queryable, role: string, sql: string, values: unknown[] = []): Promise<number> {
    const key = `${role}\u0000${sql}\u0000${JSON.stringify(values)}`;
    const known = this.costs.get(key);
    const now = this.now();
    if (known && now - known.at < PLANNED_COST_TTL_MS) return known.cost;
    const cost = await plannedCost(tx, sql, values);
    this.costs.delete(key);
    this.costs.set(key, { cost, at: now });
    if (this.costs.size > PLANNED_COST_ENTRIES) this.costs.delete(this.costs.keys().next().value!);
    return cost;
  }
}

/**
 * The transaction as a REST request may use it: every statement is planned first (EXPLAIN, which runs nothing) and
 * refused with 400 `54001` when its estimated cost is over `ceiling`, as PostgREST deployments do with
 * pg_plan_filter. On PGlite, where statements take turns on one engine, this keeps one request from holding every
 * other one for its whole statement timeout. `explain` statements themselves (Prefer: count=planned) pass. With
 * `memo`, a statement planned lately is not planned again (PlannedCosts).
 */
export function costLimited(
  tx: Queryable,
  ceiling: number | undefined,
  memo?: { costs: PlannedCosts; role: string },
): Queryable {
  if (ceiling === undefined) return tx;
  return {
    exec: (sql) => tx.exec(sql),
    query: async <Row>(sql: string, values?: unknown[]) => {
      if (!/^\s*explain\b/i.test(sql)) {
        const cost = memo ? await memo.costs.of(tx, memo.role, sql, values) : await plannedCost(tx, sql, values);
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
