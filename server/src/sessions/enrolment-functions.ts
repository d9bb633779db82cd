import type { Context } from "hono";
import { z } from "zod";
import type { Queryable } from "../db/database";
import type { FunctionContext } from "../functions/edge-function";
import { defineUserFunction, field } from "../functions/user-function";
import { refusal } from "./errors";
import { paymentMethod, positiveId } from "./request";

const sessionId = field(positiveId, "invalid_session", "Choisissez une session (session_id).");
const PAYMENT_METHOD_REFUSAL = [
  "invalid_payment_method",
  "Choisissez un moyen de paiement : carte, mobile ou virement.",
] as const;

/** A transaction as the server, for the learner `userId`: the seat is taken by SQL functions the API roles cannot call. */
function asServerFor<T>(c: Context, context: FunctionContext, work: (tx: Queryable) => Promise<T>): Promise<T> {
  return context.db.transaction(
    async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(context.claims)]);
      return work(tx);
    },
    { signal: c.req.raw.signal, timeoutMs: context.db.timeoutFor("authenticated"), role: "authenticated" },
  );
}

/**
 * Counts one enrolment change of the account (decision 0862), committed on its own so that a refused enrolment
 * (full session…) counts too; over the hourly limit it throws PA430, answered 429.
 */
async function countEnrolmentChange(c: Context, context: FunctionContext, userId: string) {
  await asServerFor(c, context, (tx) => tx.query("select private.take_enrolment_change($1)", [userId]));
}

interface EnrolRow {
  enrollment_id: string | number;
  status: string;
  hold_expires_at: Date | string;
  payment_reference: string;
  amount: string | number | null;
  currency: string | null;
}

/**
 * POST /functions/v1/enrol { session_id, payment_method }: the caller (never anyone else) takes a seat in the session,
 * held until hold_expires_at while unpaid. 201 with the enrolment, or 409 session_full / already_enrolled, 404, 422.
 */
export const enrol = defineUserFunction({
  body: z.object({ session_id: sessionId, payment_method: field(paymentMethod, ...PAYMENT_METHOD_REFUSAL) }),
  refusal,
  async handler({ c, context, userId, body }) {
    await countEnrolmentChange(c, context, userId);
    const row = await asServerFor(c, context, async (tx) => {
      const { rows } = await tx.query<EnrolRow>("select * from private.enrol($1, $2, $3)", [
        userId,
        body.session_id,
        body.payment_method,
      ]);
      return rows[0];
    });
    return c.json(
      {
        enrollment_id: Number(row.enrollment_id),
        status: row.status,
        hold_expires_at: new Date(row.hold_expires_at).toISOString(),
        payment_reference: row.payment_reference,
        amount: row.amount === null ? null : Number(row.amount),
        currency: row.currency,
      },
      201,
    );
  },
});

/** POST /functions/v1/join-waitlist { session_id, payment_method? }: 201 { position } in the queue of a full session. */
export const joinWaitlist = defineUserFunction({
  body: z.object({
    session_id: sessionId,
    payment_method: field(
      (value) => (value === undefined ? "virement" : paymentMethod(value)),
      ...PAYMENT_METHOD_REFUSAL,
    ),
  }),
  refusal,
  async handler({ c, context, userId, body }) {
    await countEnrolmentChange(c, context, userId);
    const position = await asServerFor(c, context, async (tx) => {
      const { rows } = await tx.query<{ position: number }>("select private.join_waitlist($1, $2, $3) as position", [
        userId,
        body.session_id,
        body.payment_method,
      ]);
      return Number(rows[0].position);
    });
    return c.json({ position }, 201);
  },
});

/** The cancellation as the database applies the policy (decision 0860), with the refund it recorded, if any. */
interface CancelRow {
  status: string;
  refund_amount: string | number | null;
  refund_currency: string | null;
  refund_due_on: string | Date | null;
  free_cancellation_until: string | Date | null;
}

const isoDay = (value: string | Date | null) =>
  value === null ? null : typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/**
 * POST /functions/v1/cancel { enrollment_id, reason? }: the learner cancels their own enrolment under the cancellation
 * policy (free until 15 days before the start: a paid seat is then refunded in full; after it, only an unpaid hold);
 * an admin cancels any pending or confirmed one. Anyone else — a trainer included — gets 404. Who and why are recorded
 * in `enrollment_status_changes`; the freed seat goes to the waitlist in the same transaction (database trigger).
 */
export const cancel = defineUserFunction({
  body: z.object({
    enrollment_id: field(positiveId, "invalid_enrollment", "Indiquez l'inscription à annuler (enrollment_id)."),
    reason: field(
      (value) =>
        value === undefined || value === null ? "" : typeof value === "string" && value.length <= 500 ? value : null,
      "invalid_reason",
      "Le motif d'annulation est un texte de 500 caractères au plus.",
    ),
  }),
  refusal,
  async handler({ c, context, userId, body }) {
    const row = await asServerFor(c, context, async (tx) => {
      const { rows } = await tx.query<CancelRow>("select * from private.cancel_enrollment($1, $2, $3)", [
        userId,
        body.enrollment_id,
        body.reason,
      ]);
      return rows[0];
    });
    return c.json({
      enrollment_id: body.enrollment_id,
      status: row.status,
      refund:
        row.refund_amount === null
          ? null
          : { amount: Number(row.refund_amount), currency: row.refund_currency, due_on: isoDay(row.refund_due_on) },
      free_cancellation_until: isoDay(row.free_cancellation_until),
    });
  },
});

/** POST /functions/v1/leave-waitlist { session_id }: the caller leaves the queue of that session (404 when not in it). */
export const leaveWaitlist = defineUserFunction({
  body: z.object({ session_id: sessionId }),
  refusal,
  async handler({ c, context, userId, body }) {
    await asServerFor(c, context, (tx) => tx.query("select private.leave_waitlist($1, $2)", [userId, body.session_id]));
    return c.json({ session_id: body.session_id, status: "left" });
  },
});
