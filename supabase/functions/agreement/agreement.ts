import type { ChangedAgreement } from "@common/functions/answers";
import { contractAnswer, type ContractFields } from "../_shared/contract.ts";
import { firm } from "@common/firm";
import { readJsonObject } from "../_shared/body.ts";
import { verifiedCaller } from "../_shared/caller.ts";
import { callRpc, jsonAs } from "../_shared/clients.ts";
import { envObject } from "../_shared/env.ts";
import { readInvoiceSettings } from "../_shared/invoice-settings.ts";
import { agreementFirm, type AgreementContent } from "../_shared/agreement-content.ts";
import { renderAgreementPdf } from "../_shared/agreement-pdf.ts";
import { clientAddressOf } from "../_shared/quotes.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError} from "../_shared/responses.ts";
import { AgreementRecord, NUMBER, agreementDocumentHash, agreementPdf, agreementRefusal, clientSign, mail, pdfResponse, signatureInput, siteUrl, text, userAgentOf } from "../_shared/agreements.ts";

function firmSignedMail(company: string) {
  return mail(
    `Convention ${NUMBER} signée par les deux parties`,
    [
      "Bonjour,",
      `La convention de formation ${NUMBER} pour ${company} est désormais signée par les deux parties. Le PDF signé, avec sa piste d'audit, est disponible dans votre Espace entreprise.`,
      "Vos stagiaires recevront leur convocation dès qu'ils sont désignés et ont créé leur compte.",
    ],
    { href: `${siteUrl()}/espace-entreprise`, label: "Ouvrir l'Espace entreprise" },
  );
}

function cancelledMail(company: string, reason: string) {
  return mail(`Convention ${NUMBER} annulée`, [
    "Bonjour,",
    `La convention de formation ${NUMBER} pour ${company} est annulée. Raison : ${reason}`,
    "Les places qu'elle réservait sont libérées. Pour toute question, répondez à cet e-mail.",
  ]);
}

/**
 * /functions/v1/agreement — signed in: staff, or a training manager of the agreement's organisation.
 * - GET ?agreement_id= : the agreement (the database decides who reads it: anyone else gets 404); `&format=pdf`: its
 *   PDF (a draft's preview for staff). The same by POST { agreement_id, action: "read" | "pdf" }.
 * - POST { agreement_id, action: "sign", name, role, confirmed: true }: the training manager signs for the client.
 * - POST { agreement_id, action: "countersign", confirmed: true }: staff countersign after the client.
 * - POST { agreement_id, action: "cancel", reason }: staff cancel an agreement not yet signed by both.
 */
export async function agreementFunction(request: Request): Promise<Response> {
  const caller = await verifiedCaller(request);
  if (caller instanceof Response) return caller;
  if (caller.role !== "authenticated" || typeof caller.sub !== "string") {
    return functionError(401, "not_signed_in", "Connectez-vous pour continuer.");
  }
  const sub = caller.sub;
  const url = new URL(request.url);
  let body: ContractFields<"agreement"> = {};
  if (request.method === "POST") {
    const read = await readJsonObject(request);
    if (read instanceof Response) return read;
    body = read;
  } else if (request.method !== "GET") {
    return functionError(405, "invalid_agreement", "Lisez la convention (GET) ou signez-la (POST).");
  }
  const agreementId = positiveId(request.method === "POST" ? body.agreement_id : url.searchParams.get("agreement_id"));
  if (!agreementId) return functionError(404, "agreement_not_found", "Indiquez la convention (agreement_id).");
  try {
    const record = jsonAs<AgreementRecord | null>(await callRpc("function_agreement_for", { p_caller: sub, p_agreement: agreementId }));
    if (!record) return functionError(404, "agreement_not_found", "Cette convention n'existe pas.");
    const reading = request.method === "GET" || body.action === "read" || body.action === "pdf";
    if (reading) {
      const asPdf = request.method === "GET" ? url.searchParams.get("format") === "pdf" : body.action === "pdf";
      if (!asPdf) return contractAnswer("agreement", record);
      if (!record.content) {
        const preview = jsonAs<AgreementContent | null>(await callRpc("function_agreement_preview", { p_caller: sub, p_agreement: agreementId }));
        if (!preview) return functionError(404, "agreement_not_found", "Cette convention n'existe pas.");
        const settings = readInvoiceSettings(envObject());
        const draft = { ...preview, firm: agreementFirm(settings, preview.currency, `Téléphone : ${firm.headOffice.phone} — ${firm.emails.contact}`) };
        return pdfResponse(await renderAgreementPdf(draft), null, false);
      }
      return pdfResponse(await agreementPdf(record), record.number, record.status === "signed");
    }
    const action = body.action;
    if (action === "sign") {
      const input = signatureInput(body);
      if (input instanceof Response) return input;
      return await clientSign(request, record, input, { caller: sub });
    }
    if (action === "countersign") {
      if (body.confirmed !== true) {
        return functionError(422, "confirmation_required", "Cochez la case qui confirme que vous signez au nom du cabinet.");
      }
      if (!record.content) return functionError(409, "agreement_refused", "Le client doit signer la convention avant le cabinet.");
      const signed = jsonAs<ChangedAgreement>(await callRpc("function_firm_sign_agreement", {
        p_caller: sub,
        p_agreement: agreementId,
        p_address: clientAddressOf(request),
        p_user_agent: userAgentOf(request),
        p_sha256: await agreementDocumentHash(record.content),
        p_mail: firmSignedMail(record.content.client.legal_name),
      }));
      return contractAnswer("agreement", signed);
    }
    if (action === "cancel") {
      const reason = text(body.reason);
      const company = record.content?.client.legal_name ?? "votre entreprise";
      const cancelled = jsonAs<ChangedAgreement>(await callRpc("function_cancel_agreement", {
        p_caller: sub,
        p_agreement: agreementId,
        p_reason: reason,
        p_mail: cancelledMail(company, reason),
      }));
      return contractAnswer("agreement", cancelled);
    }
    return functionError(422, "invalid_action", "Action inconnue : sign, countersign ou cancel.");
  } catch (error) {
    const answer = agreementRefusal(error);
    if (answer) return answer;
    throw error;
  }
}
