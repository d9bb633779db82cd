import type { Context } from "hono";
import { isPgError } from "../db/database";
import { functionError } from "../functions/edge-function";

/**
 * The database's refusals of an enrolment, as the functions answer them: status, a stable code for the front end,
 * and the database's own French message.
 */
const REFUSALS: Record<string, { status: 404 | 409 | 422 | 429; code: string }> = {
  PA001: { status: 409, code: "session_full" },
  PA002: { status: 422, code: "session_closed" },
  PA003: { status: 422, code: "payment_method_unavailable" },
  PA004: { status: 409, code: "seats_available" },
  P0002: { status: 404, code: "session_not_found" },
  "22023": { status: 422, code: "invalid_payment_method" },
  "23505": { status: 409, code: "already_enrolled" },
  PA404: { status: 404, code: "enrollment_not_found" },
  PA405: { status: 404, code: "not_on_waitlist" },
  PA409: { status: 409, code: "not_cancellable" },
  PA410: { status: 409, code: "cancellation_window_closed" },
  PA429: { status: 429, code: "too_many_payment_attempts" },
  PA430: { status: 429, code: "too_many_enrolment_changes" },
};

const MESSAGES: Record<string, string> = {
  already_enrolled: "Vous êtes déjà inscrit à cette formation.",
};

/** A refusal the client can act on, or null for an error that is ours (rethrown, answered 500). */
export function refusal(c: Context, error: unknown): Response | null {
  if (!isPgError(error)) return null;
  const known = REFUSALS[error.code];
  if (!known) return null;
  return functionError(c, known.status, known.code, MESSAGES[known.code] ?? error.message);
}
