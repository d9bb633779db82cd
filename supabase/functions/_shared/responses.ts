import { refusalAnswer, type RefusalFamily, type RefusalStatus } from "@common/errors/database";
import type { FunctionErrorCode } from "@common/errors/functions";
import { DatabaseRefusal } from "./clients.ts";

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8" },
  });
}

/**
 * The JSON error every function answers a caller's mistake with: `{ error: "<French message>", code }`, the code one
 * of common/errors/functions.ts.
 */
export function functionError(status: RefusalStatus, code: FunctionErrorCode, error: string): Response {
  return jsonResponse({ error, code }, status);
}

/**
 * How the functions of `family` answer a refusal of the database (common/errors/database.ts, decision 1120): its
 * status and code, with the database's French message unless the catalogue gives one; null for an error that is ours
 * (rethrown, answered 500).
 */
export function refusalsOf(family: RefusalFamily): (error: unknown) => Response | null {
  return (error) => {
    if (!(error instanceof DatabaseRefusal)) return null;
    const answer = refusalAnswer(family, error.code);
    return answer ? functionError(answer.status, answer.code, answer.message ?? error.message) : null;
  };
}
