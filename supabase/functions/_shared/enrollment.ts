import type { FunctionErrorCode } from "@common/errors/functions";
import { field } from "./body.ts";
import { DatabaseRefusal, callRpc } from "./clients.ts";
import { positiveId } from "./request-values.ts";
import { functionError, type RefusalStatus } from "./responses.ts";
import type { CallerClaims } from "./caller.ts";
import { PRICING_REFUSALS } from "./pricing.ts";

/**
 * What the four enrollment functions share (enrol, join-waitlist, cancel, leave-waitlist: each in its own folder).
 *
 * The database's refusals of an enrollment change, as the functions answer them: status, a stable code for the front
 * end, and the database's own French message.
 */
const REFUSALS: Record<string, { status: RefusalStatus; code: FunctionErrorCode }> = {
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
  // Decision 1040: staff cancelling someone else's seat say why.
  PA422: { status: 422, code: "invalid_reason" },
  // Issue 42 item 8 (decision 0992): one unpaid hold per account; a transfer hold needs a confirmed e-mail.
  PA411: { status: 409, code: "unpaid_hold_elsewhere" },
  PA412: { status: 403, code: "email_not_confirmed" },
  PA429: { status: 429, code: "too_many_payment_attempts" },
  PA430: { status: 429, code: "too_many_enrolment_changes" },
  // Issue 43 item 7 (decision 1002): a promotion code or an instalment plan refused.
  ...PRICING_REFUSALS,
};

const MESSAGES: Partial<Record<FunctionErrorCode, string>> = {
  already_enrolled: "Vous êtes déjà inscrit à cette formation.",
};

/** A refusal the client can act on, or null for an error that is ours (rethrown, answered 500). */
export function enrollmentRefusal(error: unknown): Response | null {
  if (!(error instanceof DatabaseRefusal)) return null;
  const known = REFUSALS[error.code];
  if (!known) return null;
  return functionError(known.status, known.code, MESSAGES[known.code] ?? error.message);
}

export const sessionId = field(positiveId, "invalid_session", "Choisissez une session (session_id).");
export const PAYMENT_METHOD_REFUSAL = [
  "invalid_payment_method",
  "Choisissez un moyen de paiement : carte, mobile ou virement.",
] as const;

/**
 * Counts one enrollment change of the account (decision 0862), committed on its own so that a refused enrollment
 * (full session…) counts too; over the hourly limit it is refused PA430, answered 429.
 */
export const countEnrollmentChange = (caller: CallerClaims) =>
  callRpc("function_take_enrolment_change", { p_caller: caller });
