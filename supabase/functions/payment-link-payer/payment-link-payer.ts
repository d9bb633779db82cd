import { contractRead, type ContractFields, contractQuery } from "../_shared/contract.ts";
import { isRefusal } from "@common/errors/database";
import { BANK_DETAILS } from "@common/bank-details";
import { readJsonObject } from "../_shared/body.ts";
import { verifiedCaller } from "../_shared/caller.ts";
import { DatabaseRefusal, callRpc, jsonAs } from "../_shared/clients.ts";
import { envObject } from "../_shared/env.ts";
import { renderInvoicePdf, type InvoiceData } from "../_shared/invoice-pdf.ts";
import { readInvoiceSettings, useInvoiceSettings } from "../_shared/invoice-settings.ts";
import { sha256Hex } from "../_shared/link-tokens.ts";
import { gatewayNamed, recordGatewayStatus } from "../_shared/payments/edge.ts";
import { settleFromGateway, type PaymentRow } from "../_shared/payments/settle.ts";
import { clientAddressOf } from "../_shared/quotes.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError, refusalsOf } from "../_shared/responses.ts";
import { PaymentLinkView, isPaymentLinkToken, pay } from "../_shared/payment-link.ts";

const unknownLink = () =>
  functionError(404, "unknown_link", "Ce lien de paiement n'est pas valide. Utilisez celui que vous avez reçu.");
const tooManyMisses = () =>
  functionError(429, "too_many_wrong_links", "Trop de liens invalides depuis votre connexion : réessayez dans 10 minutes.");

/** The link's view, or the uniform answer (wrong token: 404, counted against the address; too many: 429). */
async function viewOf(request: Request, token: unknown): Promise<{ view: PaymentLinkView; hash: string } | Response> {
  const address = clientAddressOf(request);
  const hash = isPaymentLinkToken(token) ? await sha256Hex(token) : "0".repeat(64);
  const seen = jsonAs<(PaymentLinkView & { blocked?: boolean }) | null>(await callRpc("function_payment_link_view", {
    p_token_hash: hash,
    p_address: address,
  }));
  if (seen?.blocked) return tooManyMisses();
  if (!seen) return unknownLink();
  return { view: seen, hash };
}

/** The refusal of a payment through the link, as the payer reads it. */
function payRefusal(error: unknown): Response | null {
  return error instanceof DatabaseRefusal && isRefusal(error, "PL404") ? unknownLink() : refusalsOf("paymentLinkPayer")(error);
}

/**
 * /functions/v1/payment-link-payer — the link opened without an account (verify_jwt = false: the token is the only
 * credential and opens this enrollment's payment only).
 * - GET ?token= : what the link shows (state, amount, reference, session, deadline) and the bank details;
 *   `&payment=<id>`: that attempt's status, re-read from the gateway while pending (the return page);
 *   `&format=pdf`: the invoice once paid through the link.
 * - POST { token, channel, phone?, payer_name?, payer_company?, payer_email? }: an attempt on the gateway
 *   (201 `{ payment_id, checkout_url }`) or the transfer's details (201 `{ payment_id, reference, amount, currency,
 *   bank }`). Name and e-mail go together: the invoice is then addressed to the payer.
 * A wrong token: 404 unknown_link, nothing changed.
 */
export async function paymentLinkPayer(request: Request): Promise<Response> {
  const caller = await verifiedCaller(request);
  if (caller instanceof Response) return caller;
  if (request.method === "GET") return readLink(request);
  if (request.method !== "POST") return functionError(405, "method_not_allowed", "Lisez le lien (GET) ou payez (POST).");
  const raw = await readJsonObject(request);
  if (raw instanceof Response) return raw;
  const body: ContractFields<"payment-link-payer"> = raw;
  const found = await viewOf(request, body.token);
  if (found instanceof Response) return found;
  try {
    return await pay(found.hash, found.view, body);
  } catch (error) {
    const answer = payRefusal(error);
    if (answer) return answer;
    throw error;
  }
}

async function readLink(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const found = await viewOf(request, contractQuery(url, "payment-link-payer", "token"));
  if (found instanceof Response) return found;
  const { hash } = found;
  if (contractQuery(url, "payment-link-payer", "format") === "pdf") {
    const invoice = jsonAs<(InvoiceData & { enrollment_id: number }) | null>(await callRpc("function_payment_link_invoice", {
      p_token_hash: hash,
    }));
    if (!invoice)
      return functionError(404, "invoice_not_found", "La facture n'existe qu'une fois le paiement reçu par ce lien.");
    useInvoiceSettings(readInvoiceSettings(envObject()));
    return new Response((await renderInvoicePdf(invoice)) as BlobPart, {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="facture-${invoice.number}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  }
  const paymentId = positiveId(contractQuery(url, "payment-link-payer", "payment"));
  let payment: { payment_id: number; status: string } | null = null;
  if (paymentId !== null) {
    const row = jsonAs<PaymentRow | null>(await callRpc("function_payment_link_attempt", {
      p_token_hash: hash,
      p_payment: paymentId,
    }));
    if (row) {
      let status: string = row.status;
      if (status === "pending" && row.provider_reference) {
        const provider = gatewayNamed(row.provider);
        if (provider) {
          const outcome = await settleFromGateway(provider, row, recordGatewayStatus);
          if (outcome.kind === "recorded") status = outcome.status;
        }
      }
      payment = { payment_id: paymentId, status };
    }
  }
  const fresh = payment ? await viewOf(request, contractQuery(url, "payment-link-payer", "token")) : found;
  if (fresh instanceof Response) return fresh;
  return contractRead("payment-link-payer", { ...fresh.view, bank: BANK_DETAILS[fresh.view.currency], payment });
}
