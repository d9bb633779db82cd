import type { ChangedAgreement } from "@common/functions/answers";
import { contractAnswer, type ContractBody } from "../_shared/contract.ts";
import { firm } from "@common/firm";
import { pagePaths } from "@common/urls";
import { z } from "zod";
import { field } from "../_shared/body.ts";
import { callRpc, jsonAs } from "../_shared/clients.ts";
import { envObject } from "../_shared/env.ts";
import { readInvoiceSettings } from "../_shared/invoice-settings.ts";
import { sha256Hex } from "../_shared/link-tokens.ts";
import { agreementFirm, type AgreementContent } from "../_shared/agreement-content.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError} from "../_shared/responses.ts";
import { userFunction } from "../_shared/user-function.ts";
import { agreementRefusal, agreementSentMail, newAgreementToken, siteUrl } from "../_shared/agreements.ts";

/**
 * /functions/v1/agreement-send { agreement_id } — staff send a draft for signature: the number, the content frozen
 * with the firm's details, the seats held, the link and the e-mail, in one transaction. 200 { id, number, status }.
 */
export const agreementSend = userFunction({
  body: z.object({
    agreement_id: field(positiveId, "agreement_not_found", "Indiquez la convention à envoyer (agreement_id)."),
  }) satisfies ContractBody<"agreement-send">,
  refusal: agreementRefusal,
  async handler({ claims, body }) {
    const preview = jsonAs<AgreementContent | null>(await callRpc("function_agreement_preview", {
      p_caller: claims.sub,
      p_agreement: body.agreement_id,
    }));
    if (!preview) return functionError(404, "agreement_not_found", "Cette convention n'existe pas.");
    const token = newAgreementToken();
    const firmDetails = agreementFirm(
      readInvoiceSettings(envObject()),
      preview.currency,
      `Téléphone : ${firm.headOffice.phone} — ${firm.emails.contact}`,
    );
    const sent = jsonAs<ChangedAgreement>(await callRpc("function_send_agreement", {
      p_caller: claims.sub,
      p_agreement: body.agreement_id,
      p_token_hash: await sha256Hex(token),
      p_firm: firmDetails,
      p_mail: agreementSentMail({
        company: preview.client.legal_name,
        total: preview.total,
        currency: preview.currency,
        link: `${siteUrl()}${pagePaths.agreement(token)}`,
      }),
    }));
    return contractAnswer("agreement-send", sent);
  },
});
