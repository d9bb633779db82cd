import { callRpc, type RpcCall } from "~/lib/call-rpc";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ChangedAgreement, LinkedAgreement } from "@common/functions/answers";
import { downloadFunctionPdf, invokeFunction, readFunction } from "~/lib/invoke-function";
import { getSupabase } from "~/lib/supabase";
import { agreementKeys, type AgreementStatus } from "../lib/agreements";

/** A row of public.training_agreements as staff and the organisation's training managers read it. */
export interface AgreementRow {
  id: number;
  number: string | null;
  quote_id: number;
  organisation_id: string;
  currency: "XOF" | "CAD";
  total: number;
  deposit_percent: number;
  payment_terms_days: number;
  purchase_order: string | null;
  cancellation_terms: string;
  client_signer_email: string;
  status: AgreementStatus;
  sent_at: string | null;
  client_signed_at: string | null;
  client_signer_name: string | null;
  client_signer_role: string | null;
  firm_signed_at: string | null;
  firm_signer_name: string | null;
  document_sha256: string | null;
  created_at: string;
  organisations: { legal_name: string } | null;
}

export interface AgreementSessionRow {
  id: number;
  session_id: number;
  seats: number;
  seats_held: number;
  course_sessions: {
    starts_on: string;
    ends_on: string;
    city: string;
    format: string;
    formations: { title: string } | null;
  } | null;
}

export interface AgreementTraineeRow {
  id: number;
  session_id: number;
  full_name: string;
  email: string;
  enrollment_id: number | null;
  status: "named" | "removed";
}

export type AgreementWithParts = AgreementRow & {
  agreement_sessions: AgreementSessionRow[];
  agreement_trainees: AgreementTraineeRow[];
};

/** A French message for what the database or the network said. */
export class AgreementError extends Error {
  constructor(error: { message: string; code?: string }) {
    super(
      error.code?.startsWith("PA") || error.code?.startsWith("PT")
        ? error.message
        : error.code === "23505"
          ? "Cette personne est déjà inscrite à cette formation."
          : error.code === "42501"
            ? "Vous n'avez pas accès à cette convention."
            : "La convention n'a pas pu être enregistrée. Réessayez dans un instant.",
    );
  }
}

const COLUMNS = `id, number, quote_id, organisation_id, currency, total, deposit_percent, payment_terms_days,
  purchase_order, cancellation_terms, client_signer_email, status, sent_at, client_signed_at, client_signer_name,
  client_signer_role, firm_signed_at, firm_signer_name, document_sha256, created_at, organisations(legal_name)`;
const PARTS = `agreement_sessions(id, session_id, seats, seats_held,
  course_sessions(starts_on, ends_on, city, format, formations(title))),
  agreement_trainees(id, session_id, full_name, email, enrollment_id, status)`;

async function from() {
  return (await getSupabase()).from("training_agreements");
}

export async function listAgreements(organisationId?: string): Promise<AgreementRow[]> {
  let query = (await from()).select(COLUMNS).order("created_at", { ascending: false });
  if (organisationId) query = query.eq("organisation_id", organisationId);
  const { data, error } = await query;
  if (error) throw new AgreementError(error);
  return (data ?? []) as unknown as AgreementRow[];
}

export async function getAgreement(id: number): Promise<AgreementWithParts | null> {
  const { data, error } = await (await from()).select(`${COLUMNS}, ${PARTS}`).eq("id", id).maybeSingle();
  if (error) throw new AgreementError(error);
  return data as unknown as AgreementWithParts | null;
}

/** The agreement made from a quote, if there is one (staff). */
export async function agreementOfQuote(quoteId: number): Promise<number | null> {
  const { data, error } = await (await from()).select("id").eq("quote_id", quoteId).maybeSingle();
  if (error) throw new AgreementError(error);
  return (data as { id: number } | null)?.id ?? null;
}

export const useAgreements = (organisationId?: string) =>
  useQuery({
    queryKey: organisationId ? agreementKeys.byOrganisation(organisationId) : agreementKeys.list,
    queryFn: () => listAgreements(organisationId),
  });
export const useAgreement = (id: number) =>
  useQuery({ queryKey: agreementKeys.one(id), queryFn: () => getAgreement(id), enabled: id > 0 });
export const useAgreementOfQuote = (quoteId: number, enabled: boolean) =>
  useQuery({ queryKey: [...agreementKeys.all, "quote", quoteId], queryFn: () => agreementOfQuote(quoteId), enabled });

async function rpc<T>(...call: RpcCall): Promise<T> {
  const { data, error } = await callRpc<T>(...call);
  if (error) throw new AgreementError(error);
  return data as T;
}

export const createAgreementFromQuote = (input: { quoteId: number; organisationId: string; signerEmail: string }) =>
  rpc<number>("create_agreement_from_quote", {
    p_quote: input.quoteId,
    p_organisation: input.organisationId,
    p_signer_email: input.signerEmail,
  }).then(Number);

export async function updateAgreementTerms(input: {
  id: number;
  terms: {
    deposit_percent: number;
    payment_terms_days: number;
    purchase_order: string | null;
    cancellation_terms: string;
    client_signer_email: string;
  };
}) {
  const { error } = await (await from()).update(input.terms).eq("id", input.id);
  if (error) throw new AgreementError(error);
}

export const setAgreementSession = (input: { id: number; sessionId: number; seats: number }) =>
  rpc<null>("set_agreement_session", { p_agreement: input.id, p_session: input.sessionId, p_seats: input.seats });

export const nameTrainee = (input: { id: number; sessionId: number; fullName: string; email: string }) =>
  rpc<AgreementTraineeRow>("name_agreement_trainee", {
    p_agreement: input.id,
    p_session: input.sessionId,
    p_full_name: input.fullName,
    p_email: input.email,
  });

export const removeTrainee = (traineeId: number) => rpc<null>("remove_agreement_trainee", { p_trainee: traineeId });

/** A colleague takes a named trainee's place; the seat stays the agreement's (decision 0999). */
export const replaceTrainee = (input: { traineeId: number; fullName: string; email: string }) =>
  rpc<AgreementTraineeRow>("replace_agreement_trainee", {
    p_trainee: input.traineeId,
    p_full_name: input.fullName,
    p_email: input.email,
  });

const FALLBACK = "La convention est injoignable pour le moment. Réessayez dans un instant.";

export const sendAgreement = (id: number) =>
  invokeFunction("agreement-send", { agreement_id: id }, { fallbackMessage: FALLBACK });

export const signAgreement = (input: { id: number; name: string; role: string; confirmed: boolean }) =>
  invokeFunction<"agreement", ChangedAgreement>(
    "agreement",
    { agreement_id: input.id, action: "sign", name: input.name, role: input.role, confirmed: input.confirmed },
    { fallbackMessage: FALLBACK },
  );

export const countersignAgreement = (id: number) =>
  invokeFunction<"agreement", ChangedAgreement>(
    "agreement",
    { agreement_id: id, action: "countersign", confirmed: true },
    { fallbackMessage: FALLBACK },
  );

export const cancelAgreement = (input: { id: number; reason: string }) =>
  invokeFunction<"agreement", ChangedAgreement>(
    "agreement",
    { agreement_id: input.id, action: "cancel", reason: input.reason },
    { fallbackMessage: FALLBACK },
  );

export const downloadAgreementPdf = (id: number, number: string | null, signed: boolean): Promise<void> =>
  downloadFunctionPdf(
    "agreement",
    { agreement_id: id, action: "pdf" },
    `convention-${number ?? "projet"}${signed ? "-signee" : ""}.pdf`,
    "Le PDF de la convention n'a pas pu être préparé.",
  );

export const loadLinkedAgreement = (token: string) =>
  readFunction<"agreement-response", LinkedAgreement>("agreement-response", { token }, { fallbackMessage: FALLBACK });
export const signLinkedAgreement = (token: string, input: { name: string; role: string; confirmed: boolean }) =>
  invokeFunction("agreement-response", { token, ...input }, { fallbackMessage: FALLBACK });
export const linkedAgreementPdf = (token: string) =>
  readFunction<"agreement-response", Blob>(
    "agreement-response",
    { token, format: "pdf" },
    { fallbackMessage: FALLBACK, responseType: "blob" },
  );

/** A change to agreements: every agreement screen refreshes. */
export function useAgreementMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: agreementKeys.all }) });
}
