import { contractAnswer, type ContractBody } from "../_shared/contract.ts";
import { type Currency } from "@common/format";
import { pagePaths } from "@common/urls";
import { z } from "zod";
import { field } from "../_shared/body.ts";
import { asCaller, callRpc, jsonAs } from "../_shared/clients.ts";
import { requiredEnv } from "../_shared/env.ts";
import { sha256Hex } from "../_shared/link-tokens.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError, refusalsOf } from "../_shared/responses.ts";
import { userFunction } from "../_shared/user-function.ts";
import { EMAIL, newPaymentLinkToken, paymentLinkMail, text } from "../_shared/payment-link.ts";

// ─── The learner's side: create, revoke ───────────────────────────────────────────────────────────────────────
const linkRefusal = refusalsOf("paymentLink");

interface LinkedEnrollment {
  id: number;
  payment_amount: number | string;
  payment_currency: Currency;
  payment_reference: string;
  formations: { title: string } | null;
}

/**
 * /functions/v1/payment-link — the learner (or staff) about an unpaid enrollment:
 * - `{ action: "create", enrollment_id, recipient_email?, recipient_name? }`: a new link (the active one revoked),
 *   e-mailed to the recipient when an address is given; 201 `{ url, expires_at, recipient_email }` (the URL to copy).
 * - `{ action: "revoke", enrollment_id }`: the active link no longer opens; 200 `{ revoked }`.
 */
export const paymentLink = userFunction({
  body: z.object({
    action: field(
      (value) => (value === "create" || value === "revoke" ? value : null),
      "invalid_action",
      "Indiquez l'action : create ou revoke.",
    ),
    enrollment_id: field(positiveId, "invalid_enrollment", "Indiquez l'inscription à payer (enrollment_id)."),
    recipient_email: field(
      (value) => {
        const email = text(value).toLowerCase();
        return email === "" ? "" : email.length <= 254 && EMAIL.test(email) ? email : null;
      },
      "invalid_payer",
      "Indiquez une adresse e-mail valide pour la personne qui paie.",
    ),
    recipient_name: field(
      (value) => (text(value).length <= 120 ? text(value) : null),
      "invalid_payer",
      "Le nom de la personne qui paie ne doit pas dépasser 120 caractères.",
    ),
  }) satisfies ContractBody<"payment-link">,
  refusal: linkRefusal,
  async handler({ request, claims, body }) {
    if (body.action === "revoke") {
      const revoked = await callRpc("function_revoke_payment_link", {
        p_caller: claims.sub,
        p_enrollment: body.enrollment_id,
      });
      return contractAnswer("payment-link", { revoked });
    }
    const { data, error } = await asCaller(request)
      .from("enrollments")
      .select("id, payment_amount, payment_currency, payment_reference, formations(title)")
      .eq("id", body.enrollment_id)
      .maybeSingle<LinkedEnrollment>();
    if (error) throw new Error(error.message);
    if (!data) return functionError(404, "enrollment_not_found", "Inscription introuvable.");
    const token = newPaymentLinkToken();
    const made = jsonAs<{ id: number; expires_at: string; recipient_email: string | null }>(await callRpc(
      "function_create_payment_link",
      {
        p_caller: claims.sub,
        p_enrollment: data.id,
        p_token_hash: await sha256Hex(token),
        p_recipient_email: body.recipient_email || null,
        p_recipient_name: body.recipient_name || null,
      },
    ));
    const url = `${requiredEnv("SITE_URL")}${pagePaths.paymentLink(token)}`;
    if (made.recipient_email) {
      const { data: profile } = await asCaller(request)
        .from("profiles")
        .select("full_name")
        .eq("id", claims.sub)
        .maybeSingle<{ full_name: string | null }>();
      const mail = paymentLinkMail({
        recipientName: body.recipient_name || null,
        learnerName: profile?.full_name?.trim() || "Un apprenant",
        formationTitle: data.formations?.title ?? "Formation",
        amount: data.payment_amount,
        currency: data.payment_currency,
        reference: data.payment_reference,
        deadline: made.expires_at,
        link: url,
      });
      await callRpc("function_send_payment_link_mail", { p_link: made.id, p_mail: mail });
    }
    return contractAnswer("payment-link", { url, expires_at: made.expires_at, recipient_email: made.recipient_email }, 201);
  },
});
