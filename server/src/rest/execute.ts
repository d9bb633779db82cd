import type { Context } from "hono";
import type { Claims } from "../auth/jwt";
import type { Database, Queryable } from "../db/database";
import { PlannedCosts, costLimited, statementTimeout } from "./cost-limit";
import { restError } from "./errors/catalogue";
import type { Limits } from "./limits";
import type { MutationPlan, Plan, ReadPlan } from "./plan/plan";
import type { Preferences } from "./request/prefer";
import type { RestRequest } from "./request/request";
import { callReply, mutationReply, nothingReply, readReply, type Envelope, type Reply } from "./response/reply";
import { callSql } from "./sql/call";
import { mutationSql } from "./sql/mutation";
import { countSql, readSql } from "./sql/read";

export type RestEnv = { Variables: { claims: Claims } };

const SET_CALLER = "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)";
const SET_CALLER_READ_ONLY = `${SET_CALLER}, set_config('transaction_read_only', 'on', true)`;

/** Each database's statements planned lately (decision 1167). */
const plannedCosts = new WeakMap<Database, PlannedCosts>();

function plannedCostsOf(db: Database): PlannedCosts {
  let costs = plannedCosts.get(db);
  if (!costs) plannedCosts.set(db, (costs = new PlannedCosts()));
  return costs;
}

/** Thrown out of the transaction to roll it back (`Prefer: tx=rollback`) while still answering `reply`. */
class RollbackWith {
  constructor(readonly reply: Reply) {}
}

/**
 * Runs a plan's statements in one transaction as the caller's role with its claims, so Row Level Security decides,
 * and answers. Everything is decided inside the transaction, so an error (a 406, a row limit…) rolls back what the
 * request did; `Prefer: tx=rollback` rolls back a successful one too. Each statement stops at the role's timeout
 * (57014), and the query is cancelled when the client disconnects.
 */
export async function execute(
  c: Context<RestEnv>,
  db: Database,
  request: RestRequest,
  plan: Plan,
  limits: Limits,
): Promise<Response> {
  if (plan.kind === "nothing") {
    const reply = nothingReply(request.prefs.return === "representation");
    return new Response(reply.body, { status: reply.status, headers: reply.headers });
  }
  const readOnly = request.action === "read" || (request.action === "call" && request.readOnly);
  const claims = c.get("claims");
  // The cost ceiling plans with the statistics: rows just written must be in them (db/statistics.ts).
  if (readOnly) await db.statistics?.fresh();
  let reply: Reply;
  try {
    reply = await db.transaction(
      async (tx) => {
        const result = await run(
          costLimited(tx, limits.maxCost?.[claims.role], { costs: plannedCostsOf(db), role: claims.role }),
          plan,
          request.prefs,
          limits,
        );
        if (request.prefs.tx === "rollback") throw new RollbackWith(result);
        return result;
      },
      {
        signal: c.req.raw.signal,
        timeoutMs: statementTimeout(db, claims.role, readOnly, limits),
        role: claims.role,
        // One statement, first: the role, the claims, and for a read `transaction_read_only` (SET TRANSACTION READ
        // ONLY). On PGlite it travels with the first of the plan's statements (decision 1171).
        setup: { sql: readOnly ? SET_CALLER_READ_ONLY : SET_CALLER, params: [claims.role, JSON.stringify(claims)] },
      },
    );
  } catch (error) {
    if (!(error instanceof RollbackWith)) throw error;
    reply = error.reply;
  }
  if (!readOnly) db.statistics?.changed();
  const applied = request.prefs.applied();
  if (applied) reply.headers["Preference-Applied"] = applied;
  return new Response(c.req.method === "HEAD" ? null : reply.body, { status: reply.status, headers: reply.headers });
}

function run(
  tx: Queryable,
  plan: Exclude<Plan, { kind: "nothing" }>,
  prefs: Preferences,
  limits: Limits,
): Promise<Reply> {
  switch (plan.kind) {
    case "read":
      return runRead(tx, plan, prefs, limits);
    case "mutation":
      return runMutation(tx, plan, prefs, limits);
    case "call":
      return (async () => {
        const statement = callSql(plan, limits);
        const { rows } = await tx.query<Envelope>(statement.sql, statement.values);
        // A scalar result is one row: `Prefer: count=…` counts it, `max-affected` compares with it.
        checkMaxAffected(prefs, 1);
        return callReply(plan.fn.returnsVoid ? undefined : rows[0], prefs.count !== undefined, limits);
      })();
  }
}

async function runRead(tx: Queryable, plan: ReadPlan, prefs: Preferences, limits: Limits): Promise<Reply> {
  const statement = readSql(plan, limits);
  const envelope = (await tx.query<Envelope>(statement.sql, statement.values)).rows[0];
  // `Prefer: max-affected` applies to a function's rows as to a write's (PostgREST 12, Query.hs).
  if (plan.source.kind === "call") checkMaxAffected(prefs, envelope.row_count);
  const total = await countRows(tx, plan, prefs, limits);
  const estimated = prefs.count === "planned" || prefs.count === "estimated";
  return readReply(envelope, plan.media, statement.keys, plan.root.offset ?? 0, total, limits, estimated);
}

async function runMutation(tx: Queryable, plan: MutationPlan, prefs: Preferences, limits: Limits): Promise<Reply> {
  const statement = mutationSql(plan, limits);
  const envelope = (await tx.query<Envelope>(statement.sql, statement.values)).rows[0];
  checkMaxAffected(prefs, envelope.row_count);
  return mutationReply(plan, envelope, statement.keys, prefs.count !== undefined, limits);
}

/** `Prefer: handling=strict, max-affected=n`: 400 PGRST124 past n rows, thrown inside the transaction to roll it back. */
function checkMaxAffected(prefs: Preferences, rows: number) {
  if (prefs.maxAffected !== undefined && prefs.handling === "strict" && rows > prefs.maxAffected) {
    throw restError("PGRST124", { details: `The query affects ${rows} rows` });
  }
}

/** `Prefer: count=exact|planned|estimated`: the total for Content-Range. */
async function countRows(
  tx: Queryable,
  plan: ReadPlan,
  prefs: Preferences,
  limits: Limits,
): Promise<number | undefined> {
  if (!prefs.count) return undefined;
  const { count, rows, values } = countSql(plan, limits);
  const exact = async () => (await tx.query<{ total: number }>(count, values)).rows[0].total;
  if (prefs.count === "exact") return exact();
  const planned = await plannedRows(tx, rows, values);
  if (prefs.count === "planned") return planned;
  // estimated: exact while small, the planner's estimate past the row limit (PostgREST's rule).
  return planned > limits.maxRows ? planned : exact();
}

async function plannedRows(tx: Queryable, sql: string, values: unknown[]): Promise<number> {
  const { rows } = await tx.query<{ "QUERY PLAN": unknown }>(`explain (format json) ${sql}`, values);
  const plan = rows[0]["QUERY PLAN"];
  const parsed = (typeof plan === "string" ? JSON.parse(plan) : plan) as { Plan: { "Plan Rows": number } }[];
  return Math.round(parsed[0].Plan["Plan Rows"]);
}
