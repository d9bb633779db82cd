import type { LinkedPayment, MadeLink } from "@common/functions/answers";
import { invokeFunction, readFunction } from "~/lib/invoke-function";
import { getSupabase } from "~/lib/supabase";

export interface PayerDetails {
  channel: string;
  phone?: string;
  payer_name?: string;
  payer_company?: string;
  payer_email?: string;
}

const options = { fallbackMessage: "Le service de paiement est injoignable. Vérifiez votre connexion puis réessayez." };

/** The link's payment, without an account; with `paymentId`, that attempt's status re-read from the gateway. */
export const loadLinkedPayment = (token: string, paymentId?: number) =>
  readFunction<"payment-link-payer", LinkedPayment>(
    "payment-link-payer",
    { token, ...(paymentId ? { payment: paymentId } : {}) },
    options,
  );

/** Pays through the link: the gateway's page to go to, or the transfer's details. */
export const payThroughLink = (token: string, details: PayerDetails) =>
  invokeFunction("payment-link-payer", { token, ...details }, options);

/** The invoice PDF once paid through the link. */
export const linkedInvoicePdf = (token: string) =>
  readFunction<"payment-link-payer", Blob>(
    "payment-link-payer",
    { token, format: "pdf" },
    { ...options, responseType: "blob" },
  );

/** The learner makes a new link (the old one stops working), e-mailed to the recipient when an address is given. */
export const createPaymentLink = (enrollmentId: number, recipient: { email: string; name: string }) =>
  invokeFunction<"payment-link", MadeLink>(
    "payment-link",
    { action: "create", enrollment_id: enrollmentId, recipient_email: recipient.email, recipient_name: recipient.name },
    options,
  );

/** The learner withdraws the active link. */
export const revokePaymentLink = (enrollmentId: number) =>
  invokeFunction<"payment-link", { revoked: number }>(
    "payment-link",
    { action: "revoke", enrollment_id: enrollmentId },
    options,
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
    .from("payment_links")
    .select("status, recipient_email, recipient_name, expires_at, created_at")
    .eq("enrollment_id", enrollmentId)
    .eq("status", "active")
    .maybeSingle();
  if (error) throw new Error(error.message);
  return data as ActiveLink | null;
}

/** The tab keeps the token while the payer is on the gateway's page: the return URL never carries it. */
export const RETURN_TOKEN_KEY = "payment-link-token";
