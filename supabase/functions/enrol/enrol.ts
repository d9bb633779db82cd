import { z } from "zod";
import { field } from "../_shared/body.ts";
import { callRpc } from "../_shared/clients.ts";
import { countEnrollmentChange, enrollmentRefusal, PAYMENT_METHOD_REFUSAL, sessionId } from "../_shared/enrollment.ts";
import { enrolPricedIfAsked, pricingChoice } from "./pricing.ts";
import { paymentMethod } from "../_shared/request-values.ts";
import { contractAnswer, type ContractBody } from "../_shared/contract.ts";
import type { Currency } from "@common/database";
import { userFunction } from "../_shared/user-function.ts";

/** The body of an enrollment: the session, the payment method, and optionally a promotion code or instalments. */
export const enrolBody = z.object({
  session_id: sessionId,
  payment_method: field(paymentMethod, ...PAYMENT_METHOD_REFUSAL),
  ...pricingChoice,
}) satisfies ContractBody<"enrol">;

/**
 * POST /functions/v1/enrol { session_id, payment_method }: the caller (never anyone else) takes a seat in the session,
 * held until hold_expires_at while unpaid. 201 with the enrollment, or 409 session_full / already_enrolled /
 * unpaid_hold_elsewhere (the account already holds an unpaid seat), 403 email_not_confirmed (a transfer hold), 404, 422.
 */
export const enrol = userFunction({
  body: enrolBody,
  refusal: enrollmentRefusal,
  async handler({ claims, body }) {
    await countEnrollmentChange(claims);
    const [row] =
      (await enrolPricedIfAsked(claims, body)) ??
      (await callRpc("function_enrol", {
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
