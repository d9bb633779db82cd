import type { FunctionErrorCode } from "./functions.ts";

/**
 * The database's own refusals: the SQLSTATEs the migrations raise (`raise exception '<French message>' using errcode
 * = 'PA…'`, and the limits' `private.take_action(…, 'PA429')`), each with what it says. The French message a person
 * reads is the database's; the code says which refusal it is. Families: PA (enrollment, attendance, payments,
 * agreements and most checks; the last three digits an HTTP status where one fits), PL (payment links), PQ (quotes),
 * PT (enrollment transfers). errors.test.ts checks that every code a migration raises is here (decision 1120).
 */
export const DATABASE_REFUSAL_CODES = {
  PA001: "the session is full",
  PA002: "the session no longer takes enrollments",
  PA003: "that payment method is not offered for this session",
  PA004: "seats are left: enrol instead of joining the waitlist",
  PA101: "unknown or expired attendance code",
  PA102: "the half-day's attendance is closed",
  PA103: "already signed for this half-day",
  PA104: "too little attendance for the certificate",
  PA201: "unknown evaluation link",
  PA202: "the questionnaire was already answered",
  PA401: "not signed in",
  PA403: "not allowed (not an admin, not the owner)",
  PA404: "not found (an enrollment, an agreement, a payment due…)",
  PA405: "not on the session's waitlist",
  PA409: "refused in this state (cancellation, agreement, booking…)",
  PA410: "outside the free-cancellation window",
  PA411: "an unpaid hold elsewhere",
  PA412: "the e-mail address is not confirmed",
  PA422: "an invalid value (the message says which)",
  PA429: "too many payment attempts in a minute",
  PA430: "too many enrollment changes in an hour",
  PA460: "unknown promotion code",
  PA461: "expired promotion code",
  PA462: "promotion code used up",
  PA463: "promotion code already used by this account",
  PA464: "promotion code not valid for this formation",
  PA466: "instalments by card or Mobile Money only",
  PA467: "no instalment plan for this enrollment",
  PA468: "a Mobile Money payment still waits on the phone",
  PA469: "too late for a bank transfer before the session",
  PL404: "unknown payment link",
  PL409: "the payment link's enrollment no longer waits for a payment",
  PL410: "the payment link has expired or its hold has lapsed",
  PL422: "an invalid payer",
  PQ404: "unknown quote",
  PQ409: "the quote cannot change in this state",
  PQ410: "the quote has expired",
  PQ411: "the quote was replaced by a new version",
  PQ422: "an invalid quote",
  PT404: "unknown enrollment to transfer",
  PT409: "the enrollment cannot be transferred",
  PT410: "too late to transfer",
  PT422: "an invalid transfer or staff action (the message says which)",
  PT429: "too many attendance codes tried",
} as const;

export type DatabaseRefusalCode = keyof typeof DATABASE_REFUSAL_CODES;

/** PostgreSQL's own SQLSTATEs a function answers too: no row (P0002), a bad value (22023), a duplicate (23505). */
export type PostgresRefusalCode = "P0002" | "22023" | "23505";

/** The statuses a function answers for a caller's mistake. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 422 | 429;

/** How a function answers one refusal: its status, its code, and its own message when not the database's. */
export interface RefusalAnswer {
  status: RefusalStatus;
  code: FunctionErrorCode;
  message?: string;
}

type Answers = Partial<Record<DatabaseRefusalCode | PostgresRefusalCode, RefusalAnswer>>;

const TOO_MANY_PAYMENT_ATTEMPTS: RefusalAnswer = {
  status: 429,
  code: "too_many_payment_attempts",
  message: "Trop de tentatives de paiement en une minute : patientez une minute avant de réessayer.",
};

/** A promotion code or an instalment plan refused (enrol with a code or a plan, decision 1002). */
const PRICING = {
  PA460: { status: 422, code: "promo_code_unknown" },
  PA461: { status: 422, code: "promo_code_expired" },
  PA462: { status: 409, code: "promo_code_exhausted" },
  PA463: { status: 409, code: "promo_code_used" },
  PA464: { status: 422, code: "promo_code_not_applicable" },
  PA466: { status: 422, code: "instalments_by_card_or_mobile" },
  PA467: { status: 422, code: "instalments_unavailable" },
} satisfies Answers;

/**
 * How each family of Edge Functions answers the refusals it can meet (any other is ours: rethrown, answered 500).
 * The same SQLSTATE may mean a different thing to each (PA404: the enrollment, the agreement, the instalment due).
 */
export const DATABASE_REFUSALS = {
  /** enrol, join-waitlist, leave-waitlist, cancel (supabase/functions/_shared/enrollment.ts). */
  enrollment: {
    PA001: { status: 409, code: "session_full" },
    PA002: { status: 422, code: "session_closed" },
    PA003: { status: 422, code: "payment_method_unavailable" },
    PA004: { status: 409, code: "seats_available" },
    P0002: { status: 404, code: "session_not_found" },
    "22023": { status: 422, code: "invalid_payment_method" },
    "23505": { status: 409, code: "already_enrolled", message: "Vous êtes déjà inscrit à cette formation." },
    PA404: { status: 404, code: "enrollment_not_found" },
    PA405: { status: 404, code: "not_on_waitlist" },
    PA409: { status: 409, code: "not_cancellable" },
    PA410: { status: 409, code: "cancellation_window_closed" },
    // Decision 1040: staff cancelling someone else's seat say why.
    PA422: { status: 422, code: "invalid_reason" },
    // Decision 0992: one unpaid hold per account; a transfer hold needs a confirmed e-mail.
    PA411: { status: 409, code: "unpaid_hold_elsewhere" },
    PA412: { status: 403, code: "email_not_confirmed" },
    PA429: { status: 429, code: "too_many_payment_attempts" },
    PA430: { status: 429, code: "too_many_enrolment_changes" },
    ...PRICING,
  },
  /** enrollment-move, enrollment-replace (_shared/enrollment-transfer.ts, decision 1005). */
  transfer: {
    PT404: { status: 404, code: "enrollment_not_found", message: "Inscription introuvable." },
    PT409: { status: 409, code: "not_transferable" },
    PT410: { status: 409, code: "transfer_window_closed" },
    PT422: { status: 422, code: "invalid_transfer" },
    PA001: { status: 409, code: "session_full", message: "Cette session est complète : choisissez-en une autre." },
    "23505": { status: 409, code: "already_enrolled", message: "Cette personne est déjà inscrite à cette formation." },
    PA411: { status: 409, code: "unpaid_hold_elsewhere" },
    PA412: { status: 403, code: "email_not_confirmed" },
    PA430: { status: 429, code: "too_many_enrolment_changes" },
  },
  /** agreement, agreement-send, agreement-response (_shared/agreements.ts, decision 0999). */
  agreement: {
    PA403: { status: 403, code: "forbidden" },
    PA404: { status: 404, code: "agreement_not_found" },
    PA409: { status: 409, code: "agreement_refused" },
    PA422: { status: 422, code: "invalid_agreement" },
    PA001: { status: 409, code: "session_full" },
  },
  /** create-payment. */
  payment: {
    PA429: TOO_MANY_PAYMENT_ATTEMPTS,
    PA404: {
      status: 409,
      code: "not_payable",
      message: "Cette inscription n'attend pas de paiement (déjà payée, annulée ou terminée).",
    },
    // One payment at a time (decision 1029): a Mobile Money request still waits on the phone.
    PA468: { status: 409, code: "mobile_money_pending" },
    // A transfer cannot arrive before a session this close (decision 1031).
    PA469: { status: 422, code: "transfer_too_late" },
  },
  /** instalment-payment (decision 1002). */
  instalment: {
    PA429: TOO_MANY_PAYMENT_ATTEMPTS,
    PA404: { status: 409, code: "no_instalment_due" },
    PA468: { status: 409, code: "mobile_money_pending" },
  },
  /** reconcile-transfer, refund-payment (_shared/payments/staff.ts): the role changed since the check. */
  staffPayment: {
    PA403: { status: 403, code: "admin_only", message: "Réservé aux administrateurs." },
  },
  /** payment-link, the learner's side: create, revoke (decision 1004). */
  paymentLink: {
    PA404: { status: 404, code: "enrollment_not_found", message: "Inscription introuvable." },
    PL409: { status: 409, code: "not_payable" },
    PL410: { status: 409, code: "hold_expired" },
    PL422: { status: 422, code: "invalid_payer" },
    PA412: { status: 403, code: "email_not_confirmed" },
  },
  /** payment-link-payer, the link opened without an account (PL404 is answered as any unknown link). */
  paymentLinkPayer: {
    PL409: { status: 409, code: "not_payable" },
    PL410: { status: 410, code: "link_expired" },
    PA468: { status: 409, code: "mobile_money_pending" },
    PA469: { status: 422, code: "transfer_too_late" },
    PA429: TOO_MANY_PAYMENT_ATTEMPTS,
  },
  /** quote-send (decision 0997). */
  quoteSend: {
    PA403: { status: 403, code: "forbidden", message: "Réservé aux administrateurs." },
    PQ404: { status: 404, code: "quote_not_found", message: "Ce devis n'existe pas." },
    PQ409: { status: 409, code: "quote_not_sendable" },
    PQ422: { status: 422, code: "invalid_quote" },
  },
} as const satisfies Record<string, Answers>;

export type RefusalFamily = keyof typeof DATABASE_REFUSALS;

/** The answer `family` gives the SQLSTATE `code`, or undefined when it is not one of its refusals. */
export function refusalAnswer(family: RefusalFamily, code: string): RefusalAnswer | undefined {
  return (DATABASE_REFUSALS[family] as Answers)[code as DatabaseRefusalCode];
}

/** Whether an error of the REST API (`{ code }`) is the database refusal `code`: the web's check, by a listed code. */
export const isRefusal = (error: { code?: string } | null | undefined, code: DatabaseRefusalCode): boolean =>
  error?.code === code;
