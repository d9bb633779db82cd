import { z } from "zod";
import { field } from "../_shared/body.ts";
import { callRpc } from "../_shared/clients.ts";
import { enrollmentRefusal } from "../_shared/enrollment.ts";
import { positiveId } from "../_shared/request-values.ts";
import { contractAnswer, type ContractBody } from "../_shared/contract.ts";
import type { Currency } from "@common/database";
import { userFunction } from "../_shared/user-function.ts";

/** The body of a cancellation: the enrollment, and the reason (empty when none; at most 500 characters). */
export const cancelBody = z.object({
  enrollment_id: field(positiveId, "invalid_enrollment", "Indiquez l'inscription à annuler (enrollment_id)."),
  reason: field(
    (value) =>
      value === undefined || value === null ? "" : typeof value === "string" && value.length <= 500 ? value : null,
    "invalid_reason",
    "Le motif d'annulation est un texte de 500 caractères au plus.",
  ),
}) satisfies ContractBody<"cancel">;

/**
 * POST /functions/v1/cancel { enrollment_id, reason? }: the learner cancels their own enrollment under the cancellation
 * policy (free until 15 days before the start: a paid seat is then refunded in full; after it, only an unpaid hold);
 * an admin cancels any pending or confirmed one, giving the reason (422 invalid_reason without one: it is e-mailed to
 * the learner, decision 1040). Anyone else — a trainer included — gets 404. Who and why are recorded
 * in `enrollment_status_changes`; the freed seat goes to the waitlist in the same transaction (database trigger).
 */
export const cancel = userFunction({
  body: cancelBody,
  refusal: enrollmentRefusal,
  async handler({ claims, body }) {
    const [row] = await callRpc("function_cancel_enrollment", {
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
