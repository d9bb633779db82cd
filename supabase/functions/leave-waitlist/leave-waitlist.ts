import { z } from "zod";
import { callRpc } from "../_shared/clients.ts";
import { enrollmentRefusal, sessionId } from "../_shared/enrollment.ts";
import { jsonResponse } from "../_shared/responses.ts";
import { userFunction } from "../_shared/user-function.ts";

/** POST /functions/v1/leave-waitlist { session_id }: the caller leaves the queue of that session (404 when not in it). */
export const leaveWaitlist = userFunction({
  body: z.object({ session_id: sessionId }),
  refusal: enrollmentRefusal,
  async handler({ claims, body }) {
    await callRpc("function_leave_waitlist", { p_caller: claims, p_session: body.session_id });
    return jsonResponse({ session_id: body.session_id, status: "left" });
  },
});
