import type { Context } from "hono";
import { z } from "zod";
import type { Queryable } from "../db/database";
import { functionError, type FunctionContext } from "../functions/edge-function";
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

/**
 * POST /functions/v1/cancel { enrollment_id }: as the caller, so Row Level Security decides — a learner cancels their
 * own pending enrolment, an admin any pending or confirmed one. The freed seat goes to the waitlist in the same
 * transaction (database trigger).
 */
export const cancel = defineUserFunction({
  body: z.object({
    enrollment_id: field(positiveId, "invalid_enrollment", "Indiquez l'inscription à annuler (enrollment_id)."),
  }),
  refusal,
  async handler({ c, context, body }) {
    const enrollmentId = body.enrollment_id;
    const outcome = await context.asCaller(async (tx) => {
      const { rows } = await tx.query<{ status: string }>("select status from public.enrollments where id = $1", [
        enrollmentId,
      ]);
      if (rows.length === 0) return "not_found" as const;
      const updated = await tx.query<{ id: number }>(
        "update public.enrollments set status = 'cancelled' where id = $1 and status in ('pending', 'confirmed') returning id",
        [enrollmentId],
      );
      return updated.rows.length === 1 ? ("cancelled" as const) : ("not_cancellable" as const);
    });
    if (outcome === "not_found") return functionError(c, 404, "enrollment_not_found", "Inscription introuvable.");
    if (outcome === "not_cancellable") {
      return functionError(
        c,
        409,
        "not_cancellable",
        "Cette inscription ne peut pas être annulée ici : seule une inscription en attente de paiement peut l'être. Contactez-nous pour une inscription confirmée.",
      );
    }
    return c.json({ enrollment_id: enrollmentId, status: "cancelled" });
  },
});
