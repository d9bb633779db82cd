import { z } from "zod";
import { callRpc } from "../_shared/clients.ts";
import { enrollmentRefusal, sessionId } from "../_shared/enrollment.ts";
import { contractAnswer, type ContractBody } from "../_shared/contract.ts";
import { userFunction } from "../_shared/user-function.ts";

/** POST /functions/v1/leave-waitlist { session_id }: the caller leaves the queue of that session (404 when not in it). */
export const leaveWaitlist = userFunction({
  body: z.object({ session_id: sessionId }) satisfies ContractBody<"leave-waitlist">,
  refusal: enrollmentRefusal,
  async handler({ claims, body }) {
    await callRpc("function_leave_waitlist", { p_caller: claims, p_session: body.session_id });
    return contractAnswer("leave-waitlist", { session_id: body.session_id, status: "left" });
  },
});
