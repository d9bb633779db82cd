import type { FunctionErrorBody } from "@common/errors/functions";
import type { BankDetails } from "@common/bank-details";
import type { Currency } from "@common/database";
import { FunctionCallError, invokeFunction } from "~/lib/invoke-function";
import { getSupabase } from "~/lib/supabase";

/** What a payment link shows (the payment-link-payer function's answer, decision 1004). */
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

export interface PayerDetails {
  channel: string;
  phone?: string;
  payer_name?: string;
  payer_company?: string;
  payer_email?: string;
}

export type PayerPayment =
  | { payment_id: number; checkout_url: string }
  | { payment_id: number; reference: string; amount: number; currency: Currency; bank: BankDetails };

const UNREACHABLE = "Le service de paiement est injoignable. Vérifiez votre connexion puis réessayez.";
const q = encodeURIComponent;

async function call<T>(path: string, init: { method: "GET" } | { method: "POST"; body: Record<string, unknown> }) {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke(path, init);
  if (!error) return data as T;
  const response = (error as { context?: unknown }).context;
  if (response instanceof Response) {
    const payload = (await response.json().catch(() => null)) as FunctionErrorBody | null;
    throw new FunctionCallError(payload?.error ?? UNREACHABLE, payload?.code ?? "unknown", response.status);
  }
  throw new FunctionCallError(UNREACHABLE, "unreachable", 0);
}

/** The link's payment, without an account; with `paymentId`, that attempt's status re-read from the gateway. */
export const loadLinkedPayment = (token: string, paymentId?: number) =>
  call<LinkedPayment>(`payment-link-payer?token=${q(token)}${paymentId ? `&payment=${paymentId}` : ""}`, {
    method: "GET",
  });

/** Pays through the link: the gateway's page to go to, or the transfer's details. */
export const payThroughLink = (token: string, details: PayerDetails) =>
  call<PayerPayment>("payment-link-payer", { method: "POST", body: { token, ...details } });

/** The invoice PDF once paid through the link. */
export const linkedInvoicePdf = (token: string) =>
  call<Blob>(`payment-link-payer?token=${q(token)}&format=pdf`, { method: "GET" });

export interface MadeLink {
  url: string;
  expires_at: string;
  recipient_email: string | null;
}

/** The learner makes a new link (the old one stops working), e-mailed to the recipient when an address is given. */
export const createPaymentLink = (enrollmentId: number, recipient: { email: string; name: string }) =>
  invokeFunction<MadeLink>(
    "payment-link",
    { action: "create", enrollment_id: enrollmentId, recipient_email: recipient.email, recipient_name: recipient.name },
    { fallbackMessage: UNREACHABLE },
  );

/** The learner withdraws the active link. */
export const revokePaymentLink = (enrollmentId: number) =>
  invokeFunction<{ revoked: number }>(
    "payment-link",
    { action: "revoke", enrollment_id: enrollmentId },
    { fallbackMessage: UNREACHABLE },
  );

export interface ActiveLink {
  status: "active" | "revoked" | "paid";
  recipient_email: string | null;
  recipient_name: string | null;
  expires_at: string;
  created_at: string;
}

/** The enrollment's active link, as the learner reads it through REST (never its token). */
export async function loadActiveLink(enrollmentId: number): Promise<ActiveLink | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("payment_links" as never)
    .select("status, recipient_email, recipient_name, expires_at, created_at")
    .eq("enrollment_id", enrollmentId)
    .eq("status", "active")
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data as ActiveLink | null;
}

/** The tab keeps the token while the payer is on the gateway's page: the return URL never carries it. */
export const RETURN_TOKEN_KEY = "payment-link-token";
