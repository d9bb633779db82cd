import { z } from "zod";
import { field } from "../_shared/body.ts";
import { callRpc } from "../_shared/clients.ts";
import { countEnrollmentChange, enrollmentRefusal, PAYMENT_METHOD_REFUSAL, sessionId } from "../_shared/enrollment.ts";
import { paymentMethod } from "../_shared/request-values.ts";
import { contractAnswer, type ContractBody } from "../_shared/contract.ts";
import { userFunction } from "../_shared/user-function.ts";

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
    const position = await callRpc("function_join_waitlist", {
      p_caller: claims,
      p_session: body.session_id,
      p_method: body.payment_method,
    });
    return contractAnswer("join-waitlist", { position: Number(position) }, 201);
  },
});
