import type { Limits } from "../limits";
import type { CallPlan } from "../plan/plan";
import type { FunctionInfo } from "../schema";
import { Params, qualified, quoteIdent, type Statement } from "./params";

/**
 * A call as PostgREST 12 writes it (QueryBuilder.hs, callPlanToQuery). A function whose only argument is unnamed
 * receives the whole JSON body, cast to that argument's type. Otherwise each argument given is read from the JSON
 * object of arguments with `json_to_record` in the argument's type, so that an object becomes a row (`user_row users`),
 * an array a PostgreSQL array, a string of a GET any type; arguments not given keep their defaults.
 */
export function callExpr(fn: FunctionInfo, args: Record<string, unknown>, params: Params): string {
  const name = qualified(fn.schema, fn.name);
  const types = fn.argTypes ?? [];
  if (fn.argNames.length === 1 && fn.argNames[0] === "" && types[0]) {
    return `${name}(${params.add(JSON.stringify(args))}::${types[0]})`;
  }
  const given = fn.argNames.flatMap((arg, i) => (Object.hasOwn(args, arg) ? [{ arg, type: types[i], i }] : []));
  if (given.length === 0) return `${name}()`;
  let body: string | undefined;
  const list = given.map(({ arg, type, i }) => {
    const variadic = fn.variadic && i === fn.argNames.length - 1 ? "VARIADIC " : "";
    const value = type
      ? `(select pgrst_body.${quoteIdent(arg)} from json_to_record(${(body ??= params.add(JSON.stringify(args)))}::json) as pgrst_body(${quoteIdent(arg)} ${type}))`
      : params.add(args[arg]);
    return `${variadic}${quoteIdent(arg)} := ${value}`;
  });
  return `${name}(${list.join(", ")})`;
}

/**
 * A function returning a scalar: its JSON value (`null` for SQL's NULL, as PostgREST answers), size-checked like any
 * body. A void function is only called (`returnsVoid`: the response has no body).
 */
export function callSql(plan: CallPlan, limits: Limits): Statement {
  const params = new Params();
  const call = callExpr(plan.fn, plan.args, params);
  if (plan.fn.returnsVoid) return { sql: `select ${call}`, values: params.values };
  const sql = `with pgrst_out as (select coalesce(to_json(pgrst_call.r)::text, 'null') as b from (select ${call} as r) pgrst_call)
    select case when octet_length(b) <= ${Math.floor(limits.maxResponseBytes)} then b end as body, octet_length(b)::bigint as size, 1 as row_count from pgrst_out`;
  return { sql, values: params.values };
}
