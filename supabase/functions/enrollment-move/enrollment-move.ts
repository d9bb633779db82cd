import { contractAnswer, type ContractBody } from "../_shared/contract.ts";
import { z } from "zod";
import { field } from "../_shared/body.ts";
import { callRpc } from "../_shared/clients.ts";
import { requiredEnv } from "../_shared/env.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError} from "../_shared/responses.ts";
import { userFunction } from "../_shared/user-function.ts";
import { factsFor, movedMail, transferRefusal } from "../_shared/enrollment-transfer.ts";

/**
 * /functions/v1/enrollment-move { enrollment_id, session_id } — the learner (until the last day of free cancellation)
 * or staff (until the session starts) move a seat to another session of the same formation, the amount paid carried
 * over. 200 `{ transfer_id }`; 409 session_full when the session has no seat left.
 */
export const enrollmentMove = userFunction({
  body: z.object({
    enrollment_id: field(positiveId, "invalid_enrollment", "Indiquez l'inscription (enrollment_id)."),
    session_id: field(positiveId, "invalid_session", "Choisissez la nouvelle session (session_id)."),
  }) satisfies ContractBody<"enrollment-move">,
  refusal: transferRefusal,
  async handler({ claims, body }) {
    const facts = await factsFor(claims.sub, body.enrollment_id, body.session_id);
    if (!facts) return functionError(404, "enrollment_not_found", "Inscription introuvable.");
    if (!facts.to) return functionError(422, "invalid_transfer", "Cette session n'existe pas.");
    const site = requiredEnv("SITE_URL");
    const transferId = await callRpc("function_move_enrollment", {
      p_caller: claims.sub,
      p_enrollment: body.enrollment_id,
      p_to_session: body.session_id,
      p_mails: [{ for: "trainee", message: movedMail(facts, site) }],
    });
    return contractAnswer("enrollment-move", { transfer_id: Number(transferId) });
  },
});
