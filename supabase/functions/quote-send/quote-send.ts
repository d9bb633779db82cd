import type { FunctionResponse } from "@common/functions/contract";
import { contractAnswer, type ContractBody } from "../_shared/contract.ts";
import { pagePaths } from "@common/urls";
import { z } from "zod";
import { field } from "../_shared/body.ts";
import { asCaller, callRpc, jsonAs } from "../_shared/clients.ts";
import { requiredEnv } from "../_shared/env.ts";
import { sha256Hex } from "../_shared/link-tokens.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError, refusalsOf } from "../_shared/responses.ts";
import { userFunction } from "../_shared/user-function.ts";
import { newQuoteToken, quoteSentMail } from "../_shared/quotes.ts";

/** A refusal of the database as the client's answer (null: not one the client can act on). */
const quoteRefusal = refusalsOf("quoteSend");

interface QuoteRow {
  id: number;
  status: string;
  version: number;
  currency: "XOF" | "CAD";
  client_company: string;
  client_contact_name: string;
  total: number | string;
  valid_until: string;
}

/**
 * /functions/v1/quote-send { quote_id } — staff send a draft: a new link token (its hash kept), the next number of
 * the year and the e-mail to the client, all in one transaction (private.send_quote). 200 { id, number, status }.
 */
export const quoteSend = userFunction({
  body: z.object({
    quote_id: field(positiveId, "quote_not_found", "Indiquez le devis à envoyer (quote_id)."),
  }) satisfies ContractBody<"quote-send">,
  refusal: quoteRefusal,
  async handler({ request, claims, body }) {
    const { data, error } = await asCaller(request)
      .from("quotes")
      .select("id, status, version, currency, client_company, client_contact_name, total, valid_until")
      .eq("id", body.quote_id)
      .maybeSingle<QuoteRow>();
    if (error) throw new Error(error.message);
    if (!data) return functionError(404, "quote_not_found", "Ce devis n'existe pas.");
    const token = newQuoteToken();
    const mail = quoteSentMail({
      contactName: data.client_contact_name,
      company: data.client_company,
      total: data.total,
      currency: data.currency,
      validUntil: data.valid_until,
      link: `${requiredEnv("SITE_URL")}${pagePaths.quote(token)}`,
      version: data.version,
    });
    const sent = jsonAs<FunctionResponse<"quote-send">>(await callRpc("function_send_quote", {
      p_caller: claims.sub,
      p_quote: data.id,
      p_token_hash: await sha256Hex(token),
      p_mail: mail,
    }));
    return contractAnswer("quote-send", sent);
  },
});
