import type { EdgeFunction, FunctionContext } from "../functions/edge-function";
import { functionError } from "../functions/edge-function";
import type { Context } from "hono";
import type { Queryable } from "../db/database";
import { refusal } from "./errors";
import { jsonBody, paymentMethod, positiveId, signedInUser } from "./request";

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
export const enrol: EdgeFunction = async (c, context) => {
  const userId = signedInUser(c, context);
  if (userId instanceof Response) return userId;
  const body = await jsonBody(c);
  if (body instanceof Response) return body;
  const sessionId = positiveId(body.session_id);
  if (sessionId === null) return functionError(c, 422, "invalid_session", "Choisissez une session (session_id).");
  const method = paymentMethod(body.payment_method);
  if (method === null) {
    return functionError(c, 422, "invalid_payment_method", "Choisissez un moyen de paiement : carte, mobile ou virement.");
  }
  try {
    const row = await asServerFor(c, context, async (tx) => {
      const { rows } = await tx.query<EnrolRow>("select * from private.enrol($1, $2, $3)", [userId, sessionId, method]);
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
  } catch (error) {
    const answer = refusal(c, error);
    if (answer) return answer;
    throw error;
  }
};

/** POST /functions/v1/join-waitlist { session_id, payment_method? }: 201 { position } in the queue of a full session. */
export const joinWaitlist: EdgeFunction = async (c, context) => {
  const userId = signedInUser(c, context);
  if (userId instanceof Response) return userId;
  const body = await jsonBody(c);
  if (body instanceof Response) return body;
  const sessionId = positiveId(body.session_id);
  if (sessionId === null) return functionError(c, 422, "invalid_session", "Choisissez une session (session_id).");
  const method = body.payment_method === undefined ? "virement" : paymentMethod(body.payment_method);
  if (method === null) {
    return functionError(c, 422, "invalid_payment_method", "Choisissez un moyen de paiement : carte, mobile ou virement.");
  }
  try {
    const position = await asServerFor(c, context, async (tx) => {
      const { rows } = await tx.query<{ position: number }>("select private.join_waitlist($1, $2, $3) as position", [
        userId,
        sessionId,
        method,
      ]);
      return Number(rows[0].position);
    });
    return c.json({ position }, 201);
  } catch (error) {
    const answer = refusal(c, error);
    if (answer) return answer;
    throw error;
  }
};

/**
 * POST /functions/v1/cancel { enrollment_id }: as the caller, so Row Level Security decides — a learner cancels their
 * own pending enrolment, an admin any pending or confirmed one. The freed seat goes to the waitlist in the same
 * transaction (database trigger).
 */
export const cancel: EdgeFunction = async (c, context) => {
  const userId = signedInUser(c, context);
  if (userId instanceof Response) return userId;
  const body = await jsonBody(c);
  if (body instanceof Response) return body;
  const enrollmentId = positiveId(body.enrollment_id);
  if (enrollmentId === null) return functionError(c, 422, "invalid_enrollment", "Indiquez l'inscription à annuler (enrollment_id).");
  try {
    const outcome = await context.asCaller(async (tx) => {
      const { rows } = await tx.query<{ status: string }>("select status from public.enrollments where id = $1", [enrollmentId]);
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
  } catch (error) {
    const answer = refusal(c, error);
    if (answer) return answer;
    throw error;
  }
};
