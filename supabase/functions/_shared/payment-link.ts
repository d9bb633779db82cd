import { BANK_DETAILS } from "@common/bank-details";
import { formatDateRange, formatDateTime, formatMoney, type Currency } from "@common/format";
import {
  channelFitsCurrency,
  isMobileChannel,
  isPaymentChannel,
  methodOfChannel,
  normalisePhone,
  type PaymentChannel,
} from "@common/payment-channels";
import { pagePaths } from "@common/urls";
import { z } from "zod";
import { field, readJsonObject } from "./body.ts";
import { verifiedCaller } from "./caller.ts";
import { DatabaseRefusal, asCaller, callRpc, jsonAs } from "./clients.ts";
import { envObject, requiredEnv } from "./env.ts";
import { renderInvoicePdf, type InvoiceData } from "./invoice-pdf.ts";
import { readInvoiceSettings, useInvoiceSettings } from "./invoice-settings.ts";
import { randomLinkToken, sha256Hex } from "./link-tokens.ts";
import { composeMail, htmlButton, htmlParagraph, type ComposedMail } from "./mail/compose.ts";
import { gatewayDown, gatewayNamed, paymentSettings, recordGatewayStatus, siteUrl } from "./payments/edge.ts";
import { paymentWebhookUrl } from "./payments/paths.ts";
import { settleFromGateway, type PaymentRow } from "./payments/settle.ts";
import { clientAddressOf } from "./quotes.ts";
import { positiveId } from "./request-values.ts";
import { functionError, jsonResponse } from "./responses.ts";
import { userFunction } from "./user-function.ts";

/**
 * Payment links (issue 43 item 8, decision 1004): a learner with an unpaid seat sends whoever pays a link that opens
 * the amount, the reference and the channels without an account. The token (192 random bits, 32 characters) is in
 * the link only; the database keeps its SHA-256 (payment_links.token_hash).
 */
export const newPaymentLinkToken = (): string => randomLinkToken(24);
export const isPaymentLinkToken = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{32}$/.test(value);

/** Where the gateway sends the payer back: the page reads the token it kept in the tab (never in the URL). */
export const payerReturnUrl = (site: string, paymentId: number) =>
  `${site}${pagePaths.paymentLinkReturn(paymentId)}`;

const ABIDJAN = "Africa/Abidjan";
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

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

// ─── The learner's side: create, revoke ───────────────────────────────────────────────────────────────────────
function linkRefusal(error: unknown): Response | null {
  if (!(error instanceof DatabaseRefusal)) return null;
  switch (error.code) {
    case "PA404":
      return functionError(404, "enrollment_not_found", "Inscription introuvable.");
    case "PL409":
      return functionError(409, "not_payable", error.message);
    case "PL410":
      return functionError(409, "hold_expired", error.message);
    case "PL422":
      return functionError(422, "invalid_payer", error.message);
    case "PA412":
      return functionError(403, "email_not_confirmed", error.message);
    default:
      return null;
  }
}

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
  }),
  refusal: linkRefusal,
  async handler({ request, claims, body }) {
    if (body.action === "revoke") {
      const revoked = await callRpc("function_revoke_payment_link", {
        p_caller: claims.sub,
        p_enrollment: body.enrollment_id,
      });
      return jsonResponse({ revoked });
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
    return jsonResponse({ url, expires_at: made.expires_at, recipient_email: made.recipient_email }, 201);
  },
});

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
  if (!(error instanceof DatabaseRefusal)) return null;
  switch (error.code) {
    case "PL404":
      return unknownLink();
    case "PL409":
      return functionError(409, "not_payable", error.message);
    case "PL410":
      return functionError(410, "link_expired", error.message);
    case "PA468":
      return functionError(409, "mobile_money_pending", error.message);
    case "PA469":
      return functionError(422, "transfer_too_late", error.message);
    case "PA429":
      return functionError(
        429,
        "too_many_payment_attempts",
        "Trop de tentatives de paiement en une minute : patientez une minute avant de réessayer.",
      );
    default:
      return null;
  }
}

const sessionLabel = (view: Pick<PaymentLinkView, "starts_on" | "ends_on" | "city">) =>
  view.starts_on && view.ends_on
    ? `${formatDateRange(view.starts_on, view.ends_on)}${view.city ? `, ${view.city}` : ""}`
    : null;

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
  const body = await readJsonObject(request);
  if (body instanceof Response) return body;
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
  const found = await viewOf(request, url.searchParams.get("token"));
  if (found instanceof Response) return found;
  const { hash } = found;
  if (url.searchParams.get("format") === "pdf") {
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
  const paymentId = positiveId(url.searchParams.get("payment"));
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
  const fresh = payment ? await viewOf(request, url.searchParams.get("token")) : found;
  if (fresh instanceof Response) return fresh;
  return jsonResponse({ ...fresh.view, bank: BANK_DETAILS[fresh.view.currency], payment });
}

async function pay(hash: string, view: PaymentLinkView, body: Record<string, unknown>): Promise<Response> {
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
