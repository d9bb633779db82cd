import type { Context } from "hono";
import { isPgError, type Queryable } from "../db/database";
import { z } from "zod";
import { smallJsonObjectBody } from "../functions/body";
import { functionError, type FunctionContext } from "../functions/edge-function";
import { bodyRule, defineUserFunction, field } from "../functions/user-function";
import { enqueueMail } from "../jobs/mail-jobs";
import { bankTransferMail } from "../mail/payment-mails";
import { BANK_DETAILS } from "./bank-details";
import {
  channelFitsCurrency,
  isMobileChannel,
  isPaymentChannel,
  methodOfChannel,
  normalisePhone,
  type Currency,
  type PaymentChannel,
} from "@common/payment-channels";
import { currentProvider } from "./gateway";
import { formatAmount } from "./money";
import { paymentReturnUrl, paymentWebhookUrl } from "./paths";
import { ProviderRefusedError, ProviderUnavailableError } from "./provider";

interface EnrollmentRow {
  id: number;
  user_id: string;
  status: string;
  payment_amount: string | number | null;
  payment_currency: Currency | null;
  payment_reference: string;
  hold_expires_at: Date | string | null;
  formation_title: string;
  email: string | null;
}

/** Keys a client might send to set the price: refused, since the price is the database's (issue 13). */
const PRICE_KEYS = ["amount", "currency", "price", "payment_amount", "payment_currency"];

/**
 * POST /functions/v1/create-payment { enrollment_id, channel, phone? } — the signed-in learner starts paying their
 * own pending enrolment. Card and Mobile Money: an attempt is opened on the gateway and `{ payment_id, checkout_url }`
 * returned (the browser goes there). Bank transfer: `{ payment_id, reference, amount, currency, bank }`, and the
 * same details leave by e-mail. The amount always comes from the enrolment row.
 */
export const createPayment = defineUserFunction({
  postOnly: true,
  signedOut: { code: "sign_in_required", message: "Connectez-vous pour payer votre inscription." },
  readBody: smallJsonObjectBody(),
  body: bodyRule(
    z.object({
      enrollment_id: field(positiveNumber, "invalid_enrollment", "Indiquez l'inscription à payer (enrollment_id)."),
      channel: field(
        (value) => (isPaymentChannel(value) ? value : null),
        "invalid_channel",
        "Moyen de paiement inconnu : carte, orange_money, wave, mtn, moov ou virement.",
      ),
      phone: z.unknown().optional(),
    }),
    (body) => PRICE_KEYS.some((key) => Object.hasOwn(body, key)),
    "amount_not_accepted",
    "Le montant est fixé par le catalogue : ne l'envoyez pas, il serait ignoré.",
  ),
  handler: ({ c, context, userId, body }) => pay(c, context, userId, body.enrollment_id, body.channel, body.phone),
});

/** Any value whose Number() is a positive safe integer (as the front end may send an id as a string). */
function positiveNumber(value: unknown): number | null {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
}

/** The checks that need the enrolment row, then the payment attempt on the gateway or the bank-transfer details. */
async function pay(
  c: Context,
  context: FunctionContext,
  userId: string,
  enrollmentId: number,
  channel: PaymentChannel,
  rawPhone: unknown,
): Promise<Response> {
  if (!(await takePaymentAttempt(context, userId)))
    return functionError(
      c,
      429,
      "too_many_payment_attempts",
      "Trop de tentatives de paiement en une minute : patientez une minute avant de réessayer.",
    );
  // Read as the caller: Row Level Security shows a learner their own enrolments only.
  const enrollment = await context.asCaller(async (tx) => {
    const { rows } = await tx.query<Omit<EnrollmentRow, "email">>(
      `select e.id, e.user_id, e.status, e.payment_amount, e.payment_currency, e.payment_reference, e.hold_expires_at, f.title as formation_title
         from public.enrollments e join public.formations f on f.id = e.formation_id where e.id = $1`,
      [enrollmentId],
    );
    return rows[0];
  });
  if (!enrollment || enrollment.user_id !== userId)
    return functionError(c, 404, "enrollment_not_found", "Inscription introuvable.");
  if (enrollment.status !== "pending") {
    return functionError(
      c,
      409,
      "not_payable",
      "Cette inscription n'attend pas de paiement (déjà payée, annulée ou terminée).",
    );
  }
  if (enrollment.hold_expires_at !== null && new Date(enrollment.hold_expires_at).getTime() <= Date.now()) {
    await context.db.query("select private.expire_hold($1)", [enrollment.id]);
    return functionError(
      c,
      409,
      "hold_expired",
      "Le délai de paiement de cette place est dépassé : elle a été libérée. Inscrivez-vous de nouveau s'il reste des places.",
    );
  }
  if (
    enrollment.payment_amount == null ||
    enrollment.payment_currency == null ||
    Number(enrollment.payment_amount) <= 0
  ) {
    return functionError(
      c,
      422,
      "no_price",
      "Cette formation est sur devis : notre équipe vous contacte pour le règlement.",
    );
  }
  const currency = enrollment.payment_currency;
  const amount = Number(enrollment.payment_amount);
  if (!channelFitsCurrency(channel, currency)) {
    return functionError(
      c,
      422,
      "channel_not_available",
      "Le Mobile Money n'est proposé que pour les formations payées en francs CFA (XOF).",
    );
  }
  const phone = isMobileChannel(channel) ? normalisePhone(rawPhone) : null;
  if (isMobileChannel(channel) && !phone) {
    return functionError(
      c,
      422,
      "invalid_phone",
      "Indiquez le numéro de téléphone du compte Mobile Money (8 à 15 chiffres).",
    );
  }

  if (channel === "virement") {
    const bank = BANK_DETAILS[currency];
    const paymentId = await context.db.transaction(async (tx) => {
      const email = (await tx.query<{ email: string | null }>("select email from auth.users where id = $1", [userId]))
        .rows[0]?.email;
      const inserted = await tx.query<{ id: number }>(
        `insert into public.payments (enrollment_id, user_id, provider, channel, amount, currency, provider_reference)
         values ($1, $2, 'virement', 'virement', $3, $4, $5) on conflict (provider, provider_reference) do nothing returning id`,
        [enrollment.id, userId, amount, currency, enrollment.payment_reference],
      );
      const id =
        inserted.rows[0]?.id ??
        (
          await tx.query<{ id: number }>(
            "select id from public.payments where provider = 'virement' and provider_reference = $1",
            [enrollment.payment_reference],
          )
        ).rows[0].id;
      if (inserted.rows[0]) {
        await tx.query(
          "insert into public.payment_events (payment_id, status, source, changed_by) values ($1, 'pending', 'creation', $2)",
          [id, userId],
        );
        await tx.query("update public.enrollments set payment_method = 'virement' where id = $1", [enrollment.id]);
        await fitHoldToMethod(tx, enrollment.id, "virement");
      }
      if (email) {
        const mail = bankTransferMail({
          formationTitle: enrollment.formation_title,
          amount: formatAmount(amount, currency),
          reference: enrollment.payment_reference,
          bank,
          link: paymentReturnUrl(context.siteUrl, Number(id)),
        });
        await enqueueMail(tx, { to: email, ...mail }, { dedupeKey: `payments.bank-details:${enrollment.id}` });
      }
      return Number(id);
    });
    return c.json({ payment_id: paymentId, reference: enrollment.payment_reference, amount, currency, bank }, 201);
  }

  const provider = currentProvider({ db: context.db, siteUrl: context.siteUrl, currency });
  const paymentId = await context.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into public.payments (enrollment_id, user_id, provider, channel, amount, currency, phone)
       values ($1, $2, $3, $4, $5, $6, $7) returning id`,
      [enrollment.id, userId, provider.name, channel, amount, currency, phone],
    );
    await tx.query(
      "insert into public.payment_events (payment_id, status, source, changed_by) values ($1, 'pending', 'creation', $2)",
      [rows[0].id, userId],
    );
    await tx.query("update public.enrollments set payment_method = $2 where id = $1", [
      enrollment.id,
      methodOfChannel(channel),
    ]);
    await fitHoldToMethod(tx, enrollment.id, methodOfChannel(channel));
    return Number(rows[0].id);
  });
  try {
    const checkout = await provider.createCheckout({
      paymentId,
      amount,
      currency,
      channel,
      ...(phone ? { phone } : {}),
      description: enrollment.formation_title,
      returnUrl: paymentReturnUrl(context.siteUrl, paymentId),
      notifyUrl: paymentWebhookUrl(context.siteUrl),
    });
    await context.db.query("update public.payments set provider_reference = $2 where id = $1", [
      paymentId,
      checkout.providerReference,
    ]);
    return c.json({ payment_id: paymentId, checkout_url: checkout.checkoutUrl }, 201);
  } catch (error) {
    await context.db.transaction(async (tx) => {
      await tx.query("update public.payments set status = 'failed' where id = $1", [paymentId]);
      await tx.query(
        "insert into public.payment_events (payment_id, status, source, note) values ($1, 'failed', 'provider', $2)",
        [paymentId, "La passerelle n'a pas ouvert la transaction."],
      );
    });
    return gatewayDown(c, error);
  }
}

/**
 * One hold per enrolment, counted from the moment of enrolment (decision 0861): an attempt never extends it; choosing
 * a transfer after enrolling by card gives the transfer's hold counted from that same moment, never more.
 */
async function fitHoldToMethod(tx: Queryable, enrollmentId: number, method: "carte" | "mobile" | "virement") {
  await tx.query("select private.fit_hold_to_method($1, $2)", [enrollmentId, method]);
}

/** Counts the attempt against the account's per-minute limit, in the database shared by every instance (0862). */
async function takePaymentAttempt(context: FunctionContext, userId: string): Promise<boolean> {
  try {
    await context.db.transaction((tx) => tx.query("select private.take_payment_attempt($1)", [userId]));
    return true;
  } catch (error) {
    if (isPgError(error) && error.code === "PA429") return false;
    throw error;
  }
}

export function gatewayDown(c: Context, error: unknown): Response {
  console.error("payment gateway:", error instanceof ProviderUnavailableError ? error.message : error);
  if (error instanceof ProviderRefusedError)
    return c.json({ error: error.learnerMessage, code: "gateway_refused" }, 502);
  return c.json(
    { error: "La plateforme de paiement ne répond pas. Réessayez dans quelques minutes.", code: "gateway_unavailable" },
    502,
  );
}
