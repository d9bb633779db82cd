import type { FunctionErrorCode } from "@common/errors/functions";
import { z } from "zod";
import { field } from "./body.ts";
import { DatabaseRefusal, callRpc } from "./clients.ts";
import { paymentMethod, positiveId } from "./request-values.ts";
import { functionError, type RefusalStatus } from "./responses.ts";
import { userFunction } from "./user-function.ts";
import { contractAnswer, type ContractBody } from "./contract.ts";
import type { Currency } from "@common/database";
import type { CallerClaims } from "./caller.ts";
import { PRICING_REFUSALS, enrolPricedIfAsked, pricingChoice } from "./pricing.ts";

/**
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

const sessionId = field(positiveId, "invalid_session", "Choisissez une session (session_id).");
const PAYMENT_METHOD_REFUSAL = [
  "invalid_payment_method",
  "Choisissez un moyen de paiement : carte, mobile ou virement.",
] as const;

/**
 * Counts one enrollment change of the account (decision 0862), committed on its own so that a refused enrollment
 * (full session…) counts too; over the hourly limit it is refused PA430, answered 429.
 */
const countEnrollmentChange = (caller: CallerClaims) =>
  callRpc<null>("function_take_enrolment_change", { p_caller: caller });

interface EnrolRow {
  enrollment_id: number;
  status: string;
  hold_expires_at: string;
  payment_reference: string;
  amount: number | null;
  currency: string | null;
}

/**
 * POST /functions/v1/enrol { session_id, payment_method }: the caller (never anyone else) takes a seat in the session,
 * held until hold_expires_at while unpaid. 201 with the enrollment, or 409 session_full / already_enrolled /
 * unpaid_hold_elsewhere (the account already holds an unpaid seat), 403 email_not_confirmed (a transfer hold), 404, 422.
 */
export const enrol = userFunction({
  body: z.object({
    session_id: sessionId,
    payment_method: field(paymentMethod, ...PAYMENT_METHOD_REFUSAL),
    ...pricingChoice,
  }) satisfies ContractBody<"enrol">,
  refusal: enrollmentRefusal,
  async handler({ claims, body }) {
    await countEnrollmentChange(claims);
    const [row] =
      (await enrolPricedIfAsked<EnrolRow>(claims, body)) ??
      (await callRpc<EnrolRow[]>("function_enrol", {
        p_caller: claims,
        p_session: body.session_id,
        p_method: body.payment_method,
      }));
    return contractAnswer(
      "enrol",
      {
        enrollment_id: Number(row.enrollment_id),
        status: row.status as "pending",
        hold_expires_at: new Date(row.hold_expires_at).toISOString(),
        payment_reference: row.payment_reference,
        amount: row.amount === null ? null : Number(row.amount),
        currency: row.currency as Currency | null,
      },
      201,
    );
  },
});

/** POST /functions/v1/join-waitlist { session_id, payment_method? }: 201 { position } in the queue of a full session. */
export const joinWaitlist = userFunction({
  body: z.object({
    session_id: sessionId,
    payment_method: field(
      (value) => (value === undefined ? "virement" : paymentMethod(value)),
      ...PAYMENT_METHOD_REFUSAL,
    ),
  }) satisfies ContractBody<"join-waitlist">,
  refusal: enrollmentRefusal,
  async handler({ claims, body }) {
    await countEnrollmentChange(claims);
    const position = await callRpc<number>("function_join_waitlist", {
      p_caller: claims,
      p_session: body.session_id,
      p_method: body.payment_method,
    });
    return contractAnswer("join-waitlist", { position: Number(position) }, 201);
  },
});

/** The cancellation as the database applies the policy (decision 0860), with the refund it recorded, if any. */
interface CancelRow {
  status: string;
  refund_amount: number | null;
  refund_currency: string | null;
  refund_due_on: string | null;
  free_cancellation_until: string | null;
}

/**
 * POST /functions/v1/cancel { enrollment_id, reason? }: the learner cancels their own enrollment under the cancellation
 * policy (free until 15 days before the start: a paid seat is then refunded in full; after it, only an unpaid hold);
 * an admin cancels any pending or confirmed one, giving the reason (422 invalid_reason without one: it is e-mailed to
 * the learner, decision 1040). Anyone else — a trainer included — gets 404. Who and why are recorded
 * in `enrollment_status_changes`; the freed seat goes to the waitlist in the same transaction (database trigger).
 */
export const cancel = userFunction({
  body: z.object({
    enrollment_id: field(positiveId, "invalid_enrollment", "Indiquez l'inscription à annuler (enrollment_id)."),
    reason: field(
      (value) =>
        value === undefined || value === null ? "" : typeof value === "string" && value.length <= 500 ? value : null,
      "invalid_reason",
      "Le motif d'annulation est un texte de 500 caractères au plus.",
    ),
  }) satisfies ContractBody<"cancel">,
  refusal: enrollmentRefusal,
  async handler({ claims, body }) {
    const [row] = await callRpc<CancelRow[]>("function_cancel_enrollment", {
      p_caller: claims,
      p_enrollment: body.enrollment_id,
      p_reason: body.reason,
    });
    return contractAnswer("cancel", {
      enrollment_id: body.enrollment_id,
      status: row.status as "cancelled",
      refund:
        row.refund_amount === null
          ? null
          : {
              amount: Number(row.refund_amount),
              currency: row.refund_currency as Currency,
              due_on: row.refund_due_on as string,
            },
      free_cancellation_until: row.free_cancellation_until,
    });
  },
});

/** POST /functions/v1/leave-waitlist { session_id }: the caller leaves the queue of that session (404 when not in it). */
export const leaveWaitlist = userFunction({
  body: z.object({ session_id: sessionId }) satisfies ContractBody<"leave-waitlist">,
  refusal: enrollmentRefusal,
  async handler({ claims, body }) {
    await callRpc<null>("function_leave_waitlist", { p_caller: claims, p_session: body.session_id });
    return contractAnswer("leave-waitlist", { session_id: body.session_id, status: "left" });
  },
});
