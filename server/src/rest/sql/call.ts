import type { Limits } from "../limits";
import type { CallPlan } from "../plan/plan";
import type { FunctionInfo } from "../schema";
import { Params, quoteIdent, type Statement } from "./params";

/** A call with named arguments; every argument value is a bound parameter. */
export function callExpr(fn: FunctionInfo, args: Record<string, unknown>, params: Params): string {
  return `public.${quoteIdent(fn.name)}(${Object.entries(args)
    .map(
      ([name, value]) =>
        `${quoteIdent(name)} := ${params.add(typeof value === "object" && value !== null ? JSON.stringify(value) : value)}`,
    )
    .join(", ")})`;
}

/**
 * A function returning a scalar: its JSON value, size-checked like any body. A void function is only called
 * (`returnsVoid`: the response has no body).
 */
export function callSql(plan: CallPlan, limits: Limits): Statement {
  const params = new Params();
  const call = callExpr(plan.fn, plan.args, params);
  if (plan.fn.returnsVoid) return { sql: `select ${call}`, values: params.values };
  const sql = `with pgrst_out as (select to_json(pgrst_call.r)::text as b from (select ${call} as r) pgrst_call)
    select case when octet_length(b) <= ${Math.floor(limits.maxResponseBytes)} then b end as body, octet_length(b)::bigint as size, 1 as row_count from pgrst_out`;
  return { sql, values: params.values };
}
