import { contractAnswer, type ContractBody } from "../_shared/contract.ts";
import { z } from "zod";
import {
  channelFitsCurrency,
  isMobileChannel,
  isPaymentChannel,
  methodOfChannel,
  normalisePhone,
  type Currency,
} from "@common/payment-channels";
import { field, parseBody } from "../_shared/body.ts";
import { signedInCaller } from "../_shared/caller.ts";
import { callRpc } from "../_shared/clients.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError, refusalsOf } from "../_shared/responses.ts";
import { gatewayDown, gatewayNamed, paymentSettings, readSmallJsonObject, siteUrl } from "../_shared/payments/edge.ts";
import { paymentReturnUrl, paymentWebhookUrl } from "../_shared/payments/paths.ts";

const body = z.object({
  enrollment_id: field(positiveId, "invalid_enrollment", "Indiquez l'inscription à régler (enrollment_id)."),
  channel: field(
    (value) => (isPaymentChannel(value) && value !== "virement" ? value : null),
    "instalments_by_card_or_mobile",
    "Une échéance se règle par carte ou par Mobile Money : carte, orange_money, wave, mtn ou moov.",
  ),
  phone: z.unknown().optional(),
}) satisfies ContractBody<"instalment-payment">;

/** What function_open_instalment_payment opened: the next instalment's attempt. */
interface OpenedInstalment {
  payment_id: number;
  amount: number;
  currency: Currency;
  reference: string;
  formation_title: string;
  customer_email: string | null;
  customer_name: string | null;
  customer_city: string | null;
  instalment_number: number;
  instalment_count: number;
}

/**
 * POST /functions/v1/instalment-payment { enrollment_id, channel, phone? } — the learner pays the next instalment of
 * their own plan (decision 1003) by card or Mobile Money, on the same gateways as create-payment (the first one is
 * paid there, with the held seat). The amount is the instalment's, from the database. 201 { payment_id, checkout_url,
 * instalment: "2/3" }; 409 no_instalment_due when nothing is left to pay.
 */
export async function instalmentPayment(request: Request): Promise<Response> {
  if (request.method !== "POST") return functionError(400, "method_not_allowed", "Utilisez POST.");
  const claims = await signedInCaller(request);
  if (claims instanceof Response) return claims;
  const raw = await readSmallJsonObject(request);
  if (raw instanceof Response) return raw;
  const parsed = parseBody(body, raw);
  if (parsed instanceof Response) return parsed;
  const { enrollment_id: enrollmentId, channel } = parsed;
  const phone = isMobileChannel(channel) ? normalisePhone(parsed.phone) : null;
  if (isMobileChannel(channel) && !phone)
    return functionError(422, "invalid_phone", "Indiquez le numéro de téléphone du compte Mobile Money (8 à 15 chiffres).");

  let opened: OpenedInstalment;
  try {
    await callRpc("function_take_payment_attempt", { p_caller: claims });
    // The plan's currency decides the gateway (the project's PAYMENT_PROVIDER_* settings).
    [opened] = (await callRpc("function_open_instalment_payment", {
      p_caller: claims,
      p_enrollment: enrollmentId,
      p_providers: paymentSettings().providers,
      p_channel: channel,
      p_method: methodOfChannel(channel),
      p_phone: phone,
    })) as OpenedInstalment[]; // currency: a checked text column, XOF or CAD
  } catch (error) {
    const answer = refusalsOf("instalment")(error);
    if (answer) return answer;
    throw error;
  }
  const paymentId = Number(opened.payment_id);
  const currency = opened.currency;
  const fail = async (response: Response) => {
    await callRpc("function_payment_checkout_failed", { p_payment: paymentId });
    return response;
  };
  if (!channelFitsCurrency(channel, currency))
    return fail(
      functionError(
        422,
        "channel_not_available",
        "Le Mobile Money n'est proposé que pour les formations payées en francs CFA (XOF).",
      ),
    );
  const providerName = paymentSettings().providers[currency];
  try {
    const provider = gatewayNamed(providerName);
    if (!provider) throw new Error(`no gateway is configured under the name ${providerName}`);
    const site = siteUrl();
    const checkout = await provider.createCheckout({
      paymentId,
      amount: Number(opened.amount),
      currency,
      channel,
      ...(phone ? { phone } : {}),
      description: `${opened.formation_title} — échéance ${opened.instalment_number}/${opened.instalment_count}`,
      customer: { fullName: opened.customer_name, email: opened.customer_email, city: opened.customer_city },
      returnUrl: paymentReturnUrl(site, paymentId),
      notifyUrl: paymentWebhookUrl(site),
    });
    await callRpc("function_payment_checkout_opened", {
      p_payment: paymentId,
      p_reference: checkout.providerReference,
      p_recheck_minutes: paymentSettings().recheckMinutes,
    });
    return contractAnswer("instalment-payment", 
      {
        payment_id: paymentId,
        checkout_url: checkout.checkoutUrl,
        instalment: `${opened.instalment_number}/${opened.instalment_count}`,
      },
      201,
    );
  } catch (error) {
    return fail(gatewayDown(error));
  }
}
