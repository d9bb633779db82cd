import { contractAnswer, type ContractBody } from "../_shared/contract.ts";
import { z } from "zod";
import { field } from "../_shared/body.ts";
import { callRpc, jsonAs } from "../_shared/clients.ts";
import { requiredEnv } from "../_shared/env.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError} from "../_shared/responses.ts";
import { userFunction } from "../_shared/user-function.ts";
import { factsFor, replacementMails, transferRefusal } from "../_shared/enrollment-transfer.ts";

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * /functions/v1/enrollment-replace { enrollment_id, email, reason? } — staff, or a training manager of the trainee's
 * organisation, give the seat (and what was paid) to a colleague named by e-mail. 200 `{ transfer_id, status }`:
 * `done` when an account has that address, `invited` until one is created with it.
 */
export const enrollmentReplace = userFunction({
  body: z.object({
    enrollment_id: field(positiveId, "invalid_enrollment", "Indiquez l'inscription (enrollment_id)."),
    email: field(
      (value) => {
        const email = typeof value === "string" ? value.trim().toLowerCase() : "";
        return email.length <= 254 && EMAIL.test(email) ? email : null;
      },
      "invalid_transfer",
      "Indiquez l'adresse e-mail de la personne qui remplace le stagiaire.",
    ),
    reason: field(
      (value) => (value === undefined ? "" : typeof value === "string" && value.length <= 500 ? value.trim() : null),
      "invalid_reason",
      "Le motif ne doit pas dépasser 500 caractères.",
    ),
  }) satisfies ContractBody<"enrollment-replace">,
  refusal: transferRefusal,
  async handler({ claims, body }) {
    const facts = await factsFor(claims.sub, body.enrollment_id, null);
    if (!facts) return functionError(404, "enrollment_not_found", "Inscription introuvable.");
    const done = jsonAs<{ transfer_id: number; status: "done" | "invited" }>(await callRpc("function_replace_trainee", {
      p_caller: claims.sub,
      p_enrollment: body.enrollment_id,
      p_email: body.email,
      p_reason: body.reason || null,
      p_mails: replacementMails(facts, body.email, requiredEnv("SITE_URL")),
    }));
    return contractAnswer("enrollment-replace", { transfer_id: Number(done.transfer_id), status: done.status });
  },
});
