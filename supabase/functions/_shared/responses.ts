import type { FunctionErrorCode } from "@common/errors/functions";

/** The statuses a function answers for a caller's mistake. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429;

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
