import { field } from "./body.ts";
import { callRpc } from "./clients.ts";
import { positiveId } from "./request-values.ts";
import { refusalsOf } from "./responses.ts";
import type { CallerClaims } from "./caller.ts";

/** What the four enrollment functions share (enrol, join-waitlist, cancel, leave-waitlist: each in its own folder). */

/** A refusal of the database the client can act on (common/errors/database.ts), or null for an error that is ours. */
export const enrollmentRefusal = refusalsOf("enrollment");

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
