import type { FunctionErrorBody } from "@common/errors/functions";
import type { QuoteLineKind, QuoteStatus } from "~/domain/quote";
import { FunctionCallError } from "~/lib/invoke-function";
import { getSupabase } from "~/lib/supabase";

/** The quote as its link shows it (the quote-response function's answer). */
export interface LinkedQuote {
  number: string;
  version: number;
  status: QuoteStatus;
  currency: "XOF" | "CAD";
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
    kind: QuoteLineKind;
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

export interface QuoteAnswer {
  decision: "accept" | "decline";
  name: string;
  role: string;
  confirmed: boolean;
}

const UNREACHABLE = "Le devis est injoignable pour le moment. Réessayez dans un instant.";

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

const q = encodeURIComponent;

/** The quote of a link, without a password (the first read marks it viewed). */
export const loadLinkedQuote = (token: string) =>
  call<LinkedQuote>(`quote-response?token=${q(token)}`, { method: "GET" });

/** The client's answer: accepted or declined, once, with their name and role. */
export const answerLinkedQuote = (token: string, answer: QuoteAnswer) =>
  call<{ status: QuoteStatus }>("quote-response", { method: "POST", body: { token, ...answer } });

/** The quote's PDF, from its link. */
export const linkedQuotePdf = (token: string) =>
  call<Blob>(`quote-response?token=${q(token)}&format=pdf`, { method: "GET" });
