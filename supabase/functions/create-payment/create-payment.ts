import { contractAnswer, type ContractBody } from "../_shared/contract.ts";
import { z } from "zod";
import {
  channelFitsCurrency,
  isMobileChannel,
  isPaymentChannel,
  methodOfChannel,
  normalisePhone,
  type Currency,
  type PaymentChannel,
} from "@common/payment-channels";
import { BANK_DETAILS } from "@common/bank-details";
import { bodyRule, field, parseBody } from "../_shared/body.ts";
import { signedInCaller, type CallerClaims } from "../_shared/caller.ts";
import { DatabaseRefusal, asCaller, callRpc } from "../_shared/clients.ts";
import { positiveId } from "../_shared/request-values.ts";
import { functionError, refusalsOf } from "../_shared/responses.ts";
import { gatewayDown, gatewayNamed, paymentSettings, readSmallJsonObject, siteUrl } from "../_shared/payments/edge.ts";
import { paymentReturnUrl, paymentWebhookUrl } from "../_shared/payments/paths.ts";

/** Keys a client might send to set the price: refused, since the price is the database's (issue 13). */
const PRICE_KEYS = ["amount", "currency", "price", "payment_amount", "payment_currency"];

const body = bodyRule(
  z.object({
    enrollment_id: field(positiveId, "invalid_enrollment", "Indiquez l'inscription à payer (enrollment_id)."),
    channel: field(
      (value) => (isPaymentChannel(value) ? value : null),
      "invalid_channel",
      "Moyen de paiement inconnu : carte, orange_money, wave, mtn, moov ou virement.",
    ),
    phone: z.unknown().optional(),
  }) satisfies ContractBody<"create-payment">,
  (raw) => PRICE_KEYS.some((key) => Object.hasOwn(raw, key)),
  "amount_not_accepted",
  "Le montant est fixé par le catalogue : ne l'envoyez pas, il serait ignoré.",
);

interface EnrollmentRow {
  id: number;
  user_id: string;
  status: string;
  payment_amount: string | number | null;
  payment_currency: Currency | null;
  hold_expires_at: string | null;
}

/**
 * POST /functions/v1/create-payment { enrollment_id, channel, phone? } — the signed-in learner starts paying their
 * own pending enrollment. Card and Mobile Money: an attempt is opened on the gateway and `{ payment_id, checkout_url }`
 * returned (the browser goes there). Bank transfer: `{ payment_id, reference, amount, currency, bank }`, and the
 * same details leave by e-mail (job payments.bank-details). The amount always comes from the enrollment row.
 */
export async function createPayment(request: Request): Promise<Response> {
  if (request.method !== "POST") return functionError(400, "method_not_allowed", "Utilisez POST.");
  const claims = await signedInCaller(request);
  if (claims instanceof Response) return claims;
  const raw = await readSmallJsonObject(request);
  if (raw instanceof Response) return raw;
  const parsed = parseBody(body, raw);
  if (parsed instanceof Response) return parsed;
  try {
    return await pay(request, claims, parsed.enrollment_id, parsed.channel, parsed.phone);
  } catch (error) {
    const answer = paymentRefusal(error);
    if (answer) return answer;
    throw error;
  }
}

/** The database's refusals of a payment (common/errors/database.ts). */
const paymentRefusal = refusalsOf("payment");

const notPayable = () =>
  functionError(409, "not_payable", "Cette inscription n'attend pas de paiement (déjà payée, annulée ou terminée).");

/** The checks that need the enrollment row, then the payment attempt on the gateway or the bank-transfer details. */
async function pay(
  request: Request,
  caller: CallerClaims,
  enrollmentId: number,
  channel: PaymentChannel,
  rawPhone: unknown,
): Promise<Response> {
  await callRpc("function_take_payment_attempt", { p_caller: caller });
  // Read as the caller: Row Level Security shows a learner their own enrollments only.
  const { data, error } = await asCaller(request)
    .from("enrollments")
    .select("id, user_id, status, payment_amount, payment_currency, hold_expires_at")
    .eq("id", enrollmentId)
    .maybeSingle();
  if (error) throw new DatabaseRefusal(error.code, error.message);
  const enrollment = data as EnrollmentRow | null;
  if (!enrollment || enrollment.user_id !== caller.sub)
    return functionError(404, "enrollment_not_found", "Inscription introuvable.");
  if (enrollment.status !== "pending") return notPayable();
  if (enrollment.hold_expires_at !== null && new Date(enrollment.hold_expires_at).getTime() <= Date.now()) {
    await callRpc("function_expire_hold", { p_caller: caller, p_enrollment: enrollmentId });
    return functionError(
      409,
      "hold_expired",
      "Le délai de paiement de cette place est dépassé : elle a été libérée. Inscrivez-vous de nouveau s'il reste des places.",
    );
  }
  const currency = enrollment.payment_currency;
  if (enrollment.payment_amount == null || currency == null || Number(enrollment.payment_amount) <= 0)
    return functionError(422, "no_price", "Cette formation est sur devis : notre équipe vous contacte pour le règlement.");
  if (!channelFitsCurrency(channel, currency))
    return functionError(
      422,
      "channel_not_available",
      "Le Mobile Money n'est proposé que pour les formations payées en francs CFA (XOF).",
    );
  const phone = isMobileChannel(channel) ? normalisePhone(rawPhone) : null;
  if (isMobileChannel(channel) && !phone)
    return functionError(422, "invalid_phone", "Indiquez le numéro de téléphone du compte Mobile Money (8 à 15 chiffres).");

  const providerName = channel === "virement" ? "virement" : paymentSettings().providers[currency];
  const [opened] = await callRpc("function_open_payment", {
    p_caller: caller,
    p_enrollment: enrollmentId,
    p_provider: providerName,
    p_channel: channel,
    p_method: methodOfChannel(channel),
    p_phone: phone,
  });
  const paymentId = Number(opened.payment_id);
  const amount = Number(opened.amount);
  if (channel === "virement") {
    return contractAnswer("create-payment", 
      { payment_id: paymentId, reference: opened.reference, amount, currency, bank: BANK_DETAILS[currency] },
      201,
    );
  }

  const site = siteUrl();
  try {
    const provider = gatewayNamed(providerName);
    if (!provider) throw new Error(`no gateway is configured under the name ${providerName}`);
    const checkout = await provider.createCheckout({
      paymentId,
      amount,
      currency,
      channel,
      ...(phone ? { phone } : {}),
      description: opened.formation_title,
      customer: { fullName: opened.customer_name, email: opened.customer_email, city: opened.customer_city },
      returnUrl: paymentReturnUrl(site, paymentId),
      notifyUrl: paymentWebhookUrl(site),
    });
    await callRpc("function_payment_checkout_opened", {
      p_payment: paymentId,
      p_reference: checkout.providerReference,
      p_recheck_minutes: paymentSettings().recheckMinutes,
    });
    return contractAnswer("create-payment", { payment_id: paymentId, checkout_url: checkout.checkoutUrl }, 201);
  } catch (error) {
    await callRpc("function_payment_checkout_failed", { p_payment: paymentId });
    return gatewayDown(error);
  }
}
