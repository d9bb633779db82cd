import { isRefusal } from "@common/errors/database";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Database } from "@common/database";
import { quoteKeys, type QuoteLineKind, type QuoteStatus } from "~/domain/quote";
import { downloadFunctionPdf, invokeFunction } from "~/lib/invoke-function";
import { getSupabase } from "~/lib/supabase";

type QuoteRow = Database["public"]["Tables"]["quotes"]["Row"];
type LineRow = Database["public"]["Tables"]["quote_lines"]["Row"];

export type QuoteListItem = Pick<
  QuoteRow,
  "id" | "number" | "version" | "client_company" | "total" | "valid_until" | "sent_at" | "created_at" | "enquiry_id"
> & { status: QuoteStatus; currency: "XOF" | "CAD" };

export type QuoteWithLines = QuoteRow & {
  status: QuoteStatus;
  currency: "XOF" | "CAD";
  quote_lines: (LineRow & { kind: QuoteLineKind })[];
};

/** An upcoming public session a line may sell seats in, with its formation's title and price. */
export interface SessionChoice {
  id: number;
  starts_on: string;
  ends_on: string;
  city: string;
  formations: { title: string; price: number | null; price_currency: string } | null;
}

/** A French message for what the database or the network said. */
export class QuoteError extends Error {
  constructor(error: { message: string; code?: string }) {
    super(
      error.code === "42501"
        ? "Réservé aux administrateurs."
        : error.code?.startsWith("PQ") || isRefusal(error, "PA403")
          ? error.message
          : error.code === "23514"
            ? "Un champ n'est pas accepté : vérifiez l'e-mail, les quantités, les prix et les remises."
            : "Le devis n'a pas pu être enregistré. Réessayez dans un instant.",
    );
  }
}

export async function listQuotes(): Promise<QuoteListItem[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("quotes")
    .select(
      "id, number, version, status, currency, client_company, total, valid_until, sent_at, created_at, enquiry_id",
    )
    .order("created_at", { ascending: false });
  if (error) throw new QuoteError(error);
  return (data ?? []) as QuoteListItem[];
}

export async function getQuote(id: number): Promise<QuoteWithLines | null> {
  const client = await getSupabase();
  const { data, error } = await client.from("quotes").select("*, quote_lines(*)").eq("id", id).maybeSingle();
  if (error) throw new QuoteError(error);
  const quote = data as QuoteWithLines | null;
  return (
    quote && { ...quote, quote_lines: [...quote.quote_lines].sort((a, b) => a.position - b.position || a.id - b.id) }
  );
}

export async function listSessionChoices(): Promise<SessionChoice[]> {
  const client = await getSupabase();
  const today = new Date().toISOString().slice(0, 10);
  const { data, error } = await client
    .from("course_sessions")
    .select("id, starts_on, ends_on, city, formations(title, price, price_currency)")
    .gte("starts_on", today)
    .neq("status", "cancelled")
    .order("starts_on")
    .limit(200);
  if (error) throw new QuoteError(error);
  return (data ?? []) as unknown as SessionChoice[];
}

export const quotesQueryOptions = () => queryOptions({ queryKey: quoteKeys.list, queryFn: listQuotes });
export const quoteQueryOptions = (id: number) =>
  queryOptions({ queryKey: quoteKeys.one(id), queryFn: () => getQuote(id) });

export const useQuotes = () => useQuery(quotesQueryOptions());
export const useQuote = (id: number) => useQuery({ ...quoteQueryOptions(id), enabled: id > 0 });
export const useSessionChoices = () =>
  useQuery({ queryKey: [...quoteKeys.all, "sessions"], queryFn: listSessionChoices });

export type DraftFields = {
  enquiry_id?: string | null;
  currency: "XOF" | "CAD";
  client_company: string;
  client_registration: string;
  client_address: string;
  client_contact_name: string;
  client_email: string;
  valid_until: string;
  conditions: string;
};

export type DraftLine = {
  kind: QuoteLineKind;
  session_id: number | null;
  formation_id: number | null;
  description: string;
  quantity: number;
  unit_price: number;
  discount_percent: number;
};

/** Saves a draft whole (its fields and every line) in one transaction; returns its id. */
export async function saveDraft(input: { id: number | null; fields: DraftFields; lines: DraftLine[] }) {
  const client = await getSupabase();
  const { data, error } = await client.rpc("save_quote_draft", {
    p_quote: input.id as number,
    p_fields: input.fields,
    p_lines: input.lines,
  });
  if (error) throw new QuoteError(error);
  return Number(data);
}

export async function quoteFromEnquiry(enquiryId: string): Promise<number> {
  const client = await getSupabase();
  const { data, error } = await client.rpc("quote_from_enquiry", { p_enquiry: enquiryId });
  if (error) throw new QuoteError(error);
  return Number(data);
}

export async function newQuoteVersion(id: number): Promise<number> {
  const client = await getSupabase();
  const { data, error } = await client.rpc("new_quote_version", { p_quote: id });
  if (error) throw new QuoteError(error);
  return Number(data);
}

export const sendQuote = (id: number) =>
  invokeFunction(
    "quote-send",
    { quote_id: id },
    { fallbackMessage: "Le devis n'a pas pu être envoyé. Réessayez dans un instant." },
  );

export const downloadQuotePdf = (id: number, number: string | null): Promise<void> =>
  downloadFunctionPdf(
    "quote",
    { quote_id: id },
    `devis-${number ?? id}.pdf`,
    "Le PDF du devis n'a pas pu être préparé.",
  );

/** A change to quotes: every quote screen refreshes. */
export function useQuoteMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: quoteKeys.all }) });
}
