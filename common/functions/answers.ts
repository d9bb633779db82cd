import type { BankDetails } from "../bank-details.ts";
import type { CheckedValues, Currency, PublicationStatus } from "../database.ts";

/** What an enrollment function answers (enrol, cancel): the seat held, unpaid, until hold_expires_at. */
export interface EnrolResult {
  enrollment_id: number;
  status: "pending";
  hold_expires_at: string;
  payment_reference: string;
  amount: number | null;
  currency: Currency | null;
}

/** What cancel answers: the refund the database recorded for a paid seat, and when it is paid. */
export interface CancelResult {
  enrollment_id: number;
  status: "cancelled";
  refund: { amount: number; currency: Currency; due_on: string } | null;
  free_cancellation_until: string | null;
}

/** What create-payment answers: a gateway's page to go to, or a transfer's details. */
export interface CreatePaymentAnswer {
  payment_id: number;
  checkout_url?: string;
  reference?: string;
  amount?: number;
  currency?: Currency;
  bank?: BankDetails;
}

/** What a content function answers after a save (content-article, content-job-offer, content-case-study). */
export interface SavedContent {
  id: number;
  slug: string;
  status: PublicationStatus;
  published_at: string | null;
  updated_at: string;
}

/** An agreement after a change (agreement, agreement-send, agreement-response). */
export interface ChangedAgreement {
  id: number;
  number: string | null;
  status: CheckedValues["training_agreements"]["status"];
}

/** The agreement as its e-mailed link shows it (agreement-response). */
export interface LinkedAgreement {
  id: number;
  number: string;
  status: CheckedValues["training_agreements"]["status"];
  content: {
    currency: Currency;
    total: number;
    deposit_percent: number;
    payment_terms_days: number;
    purchase_order: string | null;
    cancellation_terms: string;
    client: { legal_name: string; signer_email: string };
    sessions: {
      formation: string;
      starts_on: string;
      ends_on: string;
      city: string;
      format: string;
      seats: number;
      trainees: { name: string }[];
    }[];
  };
  client_signed_at: string | null;
  client_signer_name: string | null;
  client_signer_role: string | null;
  firm_signed_at: string | null;
  firm_signer_name: string | null;
}

/** The quote as its link shows it (quote-response). */
export interface LinkedQuote {
  number: string;
  version: number;
  status: CheckedValues["quotes"]["status"];
  currency: Currency;
  client_company: string;
  client_registration: string;
  client_address: string;
  client_contact_name: string;
  client_email: string;
  valid_until: string;
  conditions: string;
  total: number;
  sent_at: string | null;
  responded_at: string | null;
  response_name: string | null;
  response_role: string | null;
  lines: {
    kind: CheckedValues["quote_lines"]["kind"];
    description: string;
    quantity: number;
    unit_price: number;
    discount_percent: number;
    amount: number;
    starts_on: string | null;
    ends_on: string | null;
    city: string | null;
    format: string | null;
  }[];
}

/** What a payment link shows (payment-link-payer, decision 1004). */
export interface LinkedPayment {
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
  bank: BankDetails;
  payment: { payment_id: number; status: string } | null;
}

/** Paying through a link: the gateway's page to go to, or the transfer's details. */
export type PayerPayment =
  | { payment_id: number; checkout_url: string }
  | { payment_id: number; reference: string; amount: number; currency: Currency; bank: BankDetails };

/** A payment link made by the learner (payment-link, action create). */
export interface MadeLink {
  url: string;
  expires_at: string;
  recipient_email: string | null;
}
