import type { ContractFields } from "./contract.ts";
import { BANK_DETAILS } from "@common/bank-details";
import { formatDateRange, formatDateTime, formatMoney, type Currency } from "@common/format";
import { channelFitsCurrency, isMobileChannel, isPaymentChannel, methodOfChannel, normalisePhone, type PaymentChannel } from "@common/payment-channels";
import { pagePaths } from "@common/urls";
import { callRpc } from "./clients.ts";
import { randomBase64Url } from "./payments/hmac.ts";
import { composeMail, htmlButton, htmlParagraph, type ComposedMail } from "./mail/compose.ts";
import { gatewayDown, gatewayNamed, paymentSettings, siteUrl } from "./payments/edge.ts";
import { paymentWebhookUrl } from "./payments/paths.ts";
import { functionError, jsonResponse } from "./responses.ts";

/**
 * Payment links (issue 43 item 8, decision 1004): a learner with an unpaid seat sends whoever pays a link that opens
 * the amount, the reference and the channels without an account. The token (192 random bits, 32 characters) is in
 * the link only; the database keeps its SHA-256 (payment_links.token_hash).
 */
export const newPaymentLinkToken = (): string => randomBase64Url(24);
export const isPaymentLinkToken = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{32}$/.test(value);

/** Where the gateway sends the payer back: the page reads the token it kept in the tab (never in the URL). */
export const payerReturnUrl = (site: string, paymentId: number) =>
  `${site}${pagePaths.paymentLinkReturn(paymentId)}`;

const ABIDJAN = "Africa/Abidjan";
export const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
export const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

// ─── E-mails ─────────────────────────────────────────────────────────────────────────────────────────────────
export interface LinkMailFacts {
  recipientName: string | null;
  learnerName: string;
  formationTitle: string;
  amount: number | string;
  currency: Currency;
  reference: string;
  deadline: string;
  link: string;
}

/** The link, e-mailed from the site to the person who pays. */
export function paymentLinkMail(facts: LinkMailFacts): ComposedMail & { link: string } {
  const hello = facts.recipientName ? `Bonjour ${facts.recipientName},` : "Bonjour,";
  const lines = [
    hello,
    `${facts.learnerName} vous demande de régler son inscription à la formation « ${facts.formationTitle} » : ${formatMoney(facts.amount, facts.currency)} TTC, référence ${facts.reference}.`,
    `Le lien ci-dessous s'ouvre sans compte. Vous pouvez payer par Mobile Money, par carte ou par virement, avant le ${formatDateTime(facts.deadline, ABIDJAN)} : passé ce délai, la place est libérée.`,
    "Si vous indiquez votre nom, votre entreprise et votre e-mail, la facture est établie à votre nom et vous est envoyée.",
  ];
  const mail = composeMail({
    subject: `Paiement d'une formation pour ${facts.learnerName} — ${formatMoney(facts.amount, facts.currency)}`,
    text: [...lines.flatMap((line) => [line, ""]), `Payer : ${facts.link}`],
    html: [...lines.map(htmlParagraph), htmlButton(facts.link, "Voir et payer")],
  });
  return { ...mail, link: facts.link };
}

export interface PaidMailFacts {
  payerName: string;
  payerCompany: string | null;
  learnerName: string;
  formationTitle: string;
  amount: number | string;
  currency: Currency;
  session: string | null;
}

/** `{{numero}}` is replaced by the invoice's number in the transaction that issues it. */
const NUMBER = "{{numero}}";

/** The payer's receipt: the invoice in their name, downloadable from the payment page. */
export function payerReceiptMail(facts: PaidMailFacts): ComposedMail {
  const company = facts.payerCompany ? ` (${facts.payerCompany})` : "";
  const lines = [
    `Bonjour ${facts.payerName},`,
    `Nous avons bien reçu votre paiement de ${formatMoney(facts.amount, facts.currency)} pour la formation « ${facts.formationTitle} » de ${facts.learnerName}. Son inscription est confirmée.`,
    `La facture ${NUMBER} est établie à votre nom${company}. Téléchargez-la depuis la page de paiement, en rouvrant le lien que vous avez reçu.`,
  ];
  return composeMail({
    subject: `Paiement reçu — facture ${NUMBER}`,
    text: lines.flatMap((line) => [line, ""]),
    html: lines.map(htmlParagraph),
  });
}

/** The learner's notice: their seat is paid by someone else. */
export function learnerPaidMail(facts: PaidMailFacts): ComposedMail {
  const company = facts.payerCompany ? ` (${facts.payerCompany})` : "";
  const lines = [
    `Bonjour ${facts.learnerName},`,
    `Votre inscription à la formation « ${facts.formationTitle} »${facts.session ? ` (${facts.session})` : ""} a été payée par ${facts.payerName}${company} : ${formatMoney(facts.amount, facts.currency)}. Votre place est confirmée.`,
    `La facture ${NUMBER} est adressée à ${facts.payerName}, qui la reçoit par e-mail. Vous recevrez votre convocation dans un message séparé.`,
  ];
  return composeMail({
    subject: `Votre formation est payée — ${facts.formationTitle}`,
    text: lines.flatMap((line) => [line, ""]),
    html: lines.map(htmlParagraph),
  });
}

// ─── The payer's side: read, pay, the invoice ─────────────────────────────────────────────────────────────────
/** What the link shows (function_payment_link_view). */
export interface PaymentLinkView {
  state: "payable" | "paid" | "settled" | "revoked" | "expired" | "cancelled";
  amount: number | string;
  currency: Currency;
  reference: string;
  formation_title: string;
  trainee_name: string;
  starts_on: string | null;
  ends_on: string | null;
  city: string | null;
  format: string | null;
  expires_at: string;
  recipient_name: string | null;
  payer_name: string | null;
  payer_company: string | null;
  paid_at: string | null;
  invoice_number: string | null;
  pending_payment_id: number | null;
}

const sessionLabel = (view: Pick<PaymentLinkView, "starts_on" | "ends_on" | "city">) =>
  view.starts_on && view.ends_on
    ? `${formatDateRange(view.starts_on, view.ends_on)}${view.city ? `, ${view.city}` : ""}`
    : null;

export async function pay(hash: string, view: PaymentLinkView, body: ContractFields<"payment-link-payer">): Promise<Response> {
  if (!isPaymentChannel(body.channel))
    return functionError(422, "invalid_channel", "Moyen de paiement inconnu : carte, orange_money, wave, mtn, moov ou virement.");
  const channel: PaymentChannel = body.channel;
  const payerName = text(body.payer_name);
  const payerCompany = text(body.payer_company);
  const payerEmail = text(body.payer_email).toLowerCase();
  if (payerName.length > 120 || payerCompany.length > 160)
    return functionError(422, "invalid_payer", "Le nom (120 caractères) ou l'entreprise (160 caractères) est trop long.");
  if ((payerName || payerCompany) && !payerEmail)
    return functionError(422, "invalid_payer", "Indiquez votre e-mail : la facture à votre nom vous y est envoyée.");
  if (payerEmail && (!EMAIL.test(payerEmail) || payerEmail.length > 254))
    return functionError(422, "invalid_payer", "Indiquez une adresse e-mail valide.");
  if (payerEmail && !payerName)
    return functionError(422, "invalid_payer", "Indiquez votre nom : la facture est établie à votre nom.");
  if (view.state === "paid" || view.state === "settled")
    return functionError(409, "not_payable", "Cette inscription est déjà payée : rien de plus n'est dû.");
  if (view.state === "cancelled")
    return functionError(409, "not_payable", "Cette inscription a été annulée : il n'y a plus rien à payer.");
  if (view.state === "revoked")
    return functionError(410, "link_expired", "Ce lien de paiement a été remplacé ou retiré : demandez le nouveau lien à l'apprenant.");
  if (view.state === "expired")
    return functionError(410, "link_expired", "Ce lien de paiement a expiré : le délai de paiement de la place est dépassé.");
  if (!channelFitsCurrency(channel, view.currency))
    return functionError(422, "channel_not_available", "Le Mobile Money n'est proposé que pour les formations payées en francs CFA (XOF).");
  const phone = isMobileChannel(channel) ? normalisePhone(body.phone) : null;
  if (isMobileChannel(channel) && !phone)
    return functionError(422, "invalid_phone", "Indiquez le numéro de téléphone du compte Mobile Money (8 à 15 chiffres).");

  const facts: PaidMailFacts = {
    payerName,
    payerCompany: payerCompany || null,
    learnerName: view.trainee_name,
    formationTitle: view.formation_title,
    amount: view.amount,
    currency: view.currency,
    session: sessionLabel(view),
  };
  const mails = payerEmail
    ? [
        { for: "payer", message: { to: payerEmail, ...payerReceiptMail(facts) } },
        { for: "learner", message: { ...learnerPaidMail(facts) } },
      ]
    : [];
  const providerName = channel === "virement" ? "virement" : paymentSettings().providers[view.currency];
  const [opened] = await callRpc("function_open_payment_link_payment", {
    p_token_hash: hash,
    p_provider: providerName,
    p_channel: channel,
    p_method: methodOfChannel(channel),
    p_phone: phone,
    p_payer_name: payerName || null,
    p_payer_company: payerCompany || null,
    p_payer_email: payerEmail || null,
    p_mails: mails,
  });
  const paymentId = Number(opened.payment_id);
  const amount = Number(opened.amount);
  if (channel === "virement") {
    return jsonResponse(
      { payment_id: paymentId, reference: opened.reference, amount, currency: opened.currency, bank: BANK_DETAILS[opened.currency as Currency] },
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
      currency: opened.currency as Currency,
      channel,
      ...(phone ? { phone } : {}),
      description: opened.formation_title,
      customer: { fullName: opened.customer_name, email: opened.customer_email, city: opened.customer_city },
      returnUrl: payerReturnUrl(site, paymentId),
      notifyUrl: paymentWebhookUrl(site),
    });
    await callRpc("function_payment_checkout_opened", {
      p_payment: paymentId,
      p_reference: checkout.providerReference,
      p_recheck_minutes: paymentSettings().recheckMinutes,
    });
    return jsonResponse({ payment_id: paymentId, checkout_url: checkout.checkoutUrl }, 201);
  } catch (error) {
    await callRpc("function_payment_checkout_failed", { p_payment: paymentId });
    return gatewayDown(error);
  }
}
