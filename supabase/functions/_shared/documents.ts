import type { SessionResult } from "@common/evaluation-results";
import { pagePaths } from "@common/urls";
import { renderAttendanceSheetPdf, type AttendanceSheet } from "./attendance-sheet-pdf.ts";
import { verifiedCaller, type CallerClaims } from "./caller.ts";
import { DatabaseRefusal, asCaller, asService, callRpc, jsonAs } from "./clients.ts";
import { renderCompletionCertificatePdf, type CompletionCertificate } from "./completion-pdf.ts";
import { renderConvocationPdf } from "../convocation/convocation-pdf.ts";
import { envObject, requiredEnv } from "./env.ts";
import { renderCreditNotePdf, renderInvoicePdf, type CreditNoteData, type InvoiceData } from "./invoice-pdf.ts";
import { readInvoiceSettings, useInvoiceSettings } from "./invoice-settings.ts";
import { renderQualityReportPdf, type SessionResults } from "../quality-report/quality-report-pdf.ts";
import { positiveId } from "./request-values.ts";
import { functionError } from "./responses.ts";

/** A signed-in caller (or the service role), or the 401 answer: an anonymous reader has no document to read. */
async function signedIn(request: Request): Promise<CallerClaims | Response> {
  const caller = await verifiedCaller(request);
  if (caller instanceof Response || caller.role !== "anon") return caller;
  return functionError(401, "not_signed_in", "Connectez-vous pour continuer.");
}

/** A parameter of the call: `?<name>=` on GET, the JSON body's `<name>` on POST (what `functions.invoke` sends). */
async function requestParameter(request: Request, name: string): Promise<unknown> {
  if (request.method !== "POST") return new URL(request.url).searchParams.get(name);
  return ((await request.json().catch(() => null)) as Record<string, unknown> | null)?.[name];
}

const enrollmentIdOf = async (request: Request) => positiveId(await requestParameter(request, "enrollment_id"));

const pdfResponse = (bytes: Uint8Array, filename: string) =>
  new Response(bytes as BlobPart, {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });

/** The issuer's legal details and tax rates, from the function's secrets (INVOICE_*; README, "Factures"). */
function useIssuerFromSecrets() {
  useInvoiceSettings(readInvoiceSettings(envObject()));
}

const SESSION_COLUMNS = "session_starts_on, session_ends_on, session_format, session_city, session_venue";

/**
 * POST /functions/v1/invoice { enrollment_id } (or GET ?enrollment_id=) — the invoice PDF of a paid enrollment.
 * Read as the caller: Row Level Security lets a learner have their own invoices and an admin everyone's.
 */
export async function invoice(request: Request): Promise<Response> {
  const caller = await signedIn(request);
  if (caller instanceof Response) return caller;
  // An instalment plan has one invoice per instalment (decision 1003): `number` names one, else the latest.
  const number = await requestParameter(request.clone(), "number");
  const enrollmentId = await enrollmentIdOf(request);
  if (!enrollmentId) return functionError(422, "invalid_enrollment", "Indiquez l'inscription (enrollment_id).");
  let query = asCaller(request)
    .from("invoices")
    .select(
      `number, issued_at, customer_name, customer_email, customer_company, formation_title, amount, currency,
       payment_reference, enrollment_id, trainee_name, ${SESSION_COLUMNS}, pricing_lines, payments(channel, provider_reference)`,
    )
    .eq("enrollment_id", enrollmentId);
  if (typeof number === "string" && number) query = query.eq("number", number);
  const { data, error } = await query.order("id", { ascending: false }).limit(1).maybeSingle();
  if (error) throw new Error(`invoice read failed: ${error.message}`);
  if (!data) {
    return functionError(404, "invoice_not_found", "Aucune facture pour cette inscription (pas encore payée, ou pas la vôtre).");
  }
  const { payments, ...row } = data as unknown as Omit<InvoiceData, "channel" | "provider_reference"> & {
    payments: { channel: string; provider_reference: string | null };
  };
  useIssuerFromSecrets();
  const pdf = await renderInvoicePdf({ ...row, channel: payments.channel, provider_reference: payments.provider_reference });
  return pdfResponse(pdf, `facture-${row.number}.pdf`);
}

/**
 * POST /functions/v1/credit-note { enrollment_id } (or GET ?enrollment_id=) — the credit note (avoir) of a refunded
 * enrollment. Read as the caller, like the invoice: a learner gets their own, an admin everyone's.
 */
export async function creditNote(request: Request): Promise<Response> {
  const caller = await signedIn(request);
  if (caller instanceof Response) return caller;
  const enrollmentId = await enrollmentIdOf(request);
  if (!enrollmentId) return functionError(422, "invalid_enrollment", "Indiquez l'inscription (enrollment_id).");
  const { data, error } = await asCaller(request)
    .from("credit_notes")
    .select(
      `number, issued_at, customer_name, customer_email, customer_company, formation_title, amount, currency,
       enrollment_id, invoices(number, issued_at, payment_reference, ${SESSION_COLUMNS}), refunds(refunded_at)`,
    )
    .eq("enrollment_id", enrollmentId)
    // A seat paid in instalments has one credit note per refund paid out (decision 1116): the first is served.
    .order("id")
    .limit(1)
    .maybeSingle();
  if (error) throw new Error(`credit note read failed: ${error.message}`);
  if (!data) {
    return functionError(404, "credit_note_not_found", "Aucun avoir pour cette inscription (pas encore remboursée, ou pas la vôtre).");
  }
  type Row = Omit<CreditNoteData, "invoice_number" | "invoice_issued_at" | "payment_reference" | "refunded_at"> & {
    invoices: Pick<InvoiceData, "number" | "issued_at" | "payment_reference" | "session_starts_on" | "session_ends_on" | "session_format" | "session_city" | "session_venue">;
    refunds: { refunded_at: string | null };
  };
  const { invoices: invoiceRow, refunds, ...note } = data as unknown as Row;
  const { number: invoiceNumber, issued_at: invoiceIssuedAt, ...invoiceDetails } = invoiceRow;
  useIssuerFromSecrets();
  const pdf = await renderCreditNotePdf({
    ...note,
    ...invoiceDetails,
    invoice_number: invoiceNumber,
    invoice_issued_at: invoiceIssuedAt,
    refunded_at: refunds.refunded_at,
  });
  return pdfResponse(pdf, `avoir-${note.number}.pdf`);
}

interface ConvocationRow {
  user_id: string;
  payment_reference: string;
  formations: { title: string; description: string; duration: string };
  course_sessions: { starts_on: string; ends_on: string; format: string; city: string; venue: string };
}

/**
 * POST /functions/v1/convocation { enrollment_id } (or GET ?enrollment_id=) — the convocation PDF of a confirmed (or
 * completed) enrollment in a dated session that is not cancelled. Read as the caller: RLS gives a learner their own.
 */
export async function convocation(request: Request): Promise<Response> {
  const caller = await signedIn(request);
  if (caller instanceof Response) return caller;
  const enrollmentId = await enrollmentIdOf(request);
  if (!enrollmentId) return functionError(422, "invalid_enrollment", "Indiquez l'inscription (enrollment_id).");
  const client = asCaller(request);
  const { data, error } = await client
    .from("enrollments")
    .select(
      `user_id, payment_reference, formations(title, description, duration),
       course_sessions!inner(starts_on, ends_on, format, city, venue)`,
    )
    .eq("id", enrollmentId)
    .in("status", ["confirmed", "completed"])
    .neq("course_sessions.status", "cancelled")
    .maybeSingle();
  if (error) throw new Error(`convocation read failed: ${error.message}`);
  if (!data) {
    return functionError(
      404,
      "convocation_not_found",
      "Aucune convocation pour cette inscription (pas encore confirmée, annulée, ou pas la vôtre).",
    );
  }
  const row = data as unknown as ConvocationRow;
  const { data: profile } = await client.from("profiles").select("full_name, email").eq("id", row.user_id).maybeSingle();
  const pdf = await renderConvocationPdf({
    learner_name: profile?.full_name?.trim() || profile?.email || "Participant",
    formation_title: row.formations.title,
    formation_description: row.formations.description,
    duration: row.formations.duration,
    ...row.course_sessions,
    payment_reference: row.payment_reference,
  });
  return pdfResponse(pdf, `convocation-${row.payment_reference}.pdf`);
}

/** A certificate number as typed: trimmed, upper case, and O, I, L read as 0, 1, 1 (they are never in a number). */
const certificateNumber = (raw: string) =>
  raw.trim().toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");

/** The certificate number asked for: a short text, else null. */
async function numberOf(request: Request): Promise<string | null> {
  const raw = await requestParameter(request, "number");
  return typeof raw === "string" && raw.trim().length > 0 && raw.length <= 80 ? raw.trim() : null;
}

/**
 * The certified session's dates, city and trainer (its own, else its formation's), read as the service once the
 * caller may read the certificate: the trainer's profile is not the learner's to read.
 */
async function certificateSession(sessionId: number): Promise<CompletionCertificate["session"]> {
  const service = asService();
  const { data: session, error } = await service
    .from("course_sessions")
    .select("starts_on, ends_on, city, trainer_id, formation_id")
    .eq("id", sessionId)
    .maybeSingle();
  if (error) throw new Error(`certificate session read failed: ${error.message}`);
  if (!session) return null;
  let trainerId = session.trainer_id as string | null;
  if (!trainerId) {
    const { data: formation } = await service
      .from("formations")
      .select("trainer_id")
      .eq("id", session.formation_id)
      .maybeSingle();
    trainerId = (formation?.trainer_id as string | null | undefined) ?? null;
  }
  let trainerName: string | null = null;
  if (trainerId) {
    const { data: profile } = await service.from("profiles").select("full_name").eq("id", trainerId).maybeSingle();
    trainerName = (profile?.full_name as string | null | undefined)?.trim() || null;
  }
  return { starts_on: session.starts_on, ends_on: session.ends_on, city: session.city, trainer_name: trainerName };
}

/**
 * POST /functions/v1/completion-certificate { number } — the certificate of completion (PDF), for its holder, staff
 * and the session's trainer (Row Level Security on completion_certificates decides).
 */
export async function completionCertificate(request: Request): Promise<Response> {
  const caller = await signedIn(request);
  if (caller instanceof Response) return caller;
  const raw = await numberOf(request);
  if (!raw) return functionError(422, "invalid_number", "Indiquez le numéro du certificat (number).");
  const { data, error } = await asCaller(request)
    .from("completion_certificates")
    .select(
      "number, session_id, learner_name, formation_title, objectives, session_label, planned_minutes, attended_minutes, issued_at",
    )
    .eq("number", certificateNumber(raw))
    .maybeSingle();
  if (error) throw new Error(`certificate read failed: ${error.message}`);
  if (!data) {
    return functionError(404, "certificate_not_found", "Aucun certificat de réalisation à ce numéro pour votre compte.");
  }
  const { session_id: sessionId, ...row } = data as CompletionCertificate & { session_id: number };
  const certificate: CompletionCertificate = { ...row, session: await certificateSession(sessionId) };
  const url = `${requiredEnv("SITE_URL")}${pagePaths.verifyCertificate(certificate.number)}`;
  const pdf = await renderCompletionCertificatePdf(certificate, url);
  return pdfResponse(pdf, `certificat-realisation-${certificate.number}.pdf`);
}

/** A session's average mark as the database writes `round(…, 2)`: « 4.50 », not « 4.5 ». */
const averageText = (value: number | string | null) =>
  value === null ? null : typeof value === "number" ? value.toFixed(2) : value;

const sessionIdOf = async (request: Request) => positiveId(await requestParameter(request, "session_id"));

/**
 * POST /functions/v1/quality-report { session_id } — the session's one-page quality report (staff, its trainer): the
 * figures of `evaluation_results()` and the comments, read as the caller.
 */
export async function qualityReport(request: Request): Promise<Response> {
  const caller = await signedIn(request);
  if (caller instanceof Response) return caller;
  const sessionId = await sessionIdOf(request);
  if (!sessionId) return functionError(422, "invalid_session", "Indiquez la session (session_id).");
  const client = asCaller(request);
  // p_session filters inside the function: a filter on its output would compute every session first (decision 1062).
  const { data, error } = await client.rpc("evaluation_results", { p_session: sessionId }).maybeSingle();
  if (error) throw new Error(`results read failed: ${error.message}`);
  if (!data) return functionError(404, "session_not_found", "Session introuvable, ou pas l'une des vôtres.");
  const row = data as SessionResult;
  const results: SessionResults = {
    ...row,
    avg_overall: averageText(row.avg_overall),
    avg_content: averageText(row.avg_content),
    avg_trainer: averageText(row.avg_trainer),
    avg_organisation: averageText(row.avg_organisation),
  };
  const comments = await client
    .from("evaluation_answers")
    .select("kind, comment")
    .eq("session_id", sessionId)
    .neq("comment", "")
    .order("answered_at");
  if (comments.error) throw new Error(`comments read failed: ${comments.error.message}`);
  const pdf = await renderQualityReportPdf(results, comments.data as { kind: string; comment: string }[]);
  return pdfResponse(pdf, `bilan-qualite-session-${sessionId}.pdf`);
}

/**
 * POST /functions/v1/attendance-sheet { session_id } — the session's attendance sheet (PDF), for staff and the
 * session's trainer. The database checks the right as the caller, then reads the signatures as the server.
 */
export async function attendanceSheet(request: Request): Promise<Response> {
  const caller = await signedIn(request);
  if (caller instanceof Response) return caller;
  const sessionId = await sessionIdOf(request);
  if (!sessionId) return functionError(422, "invalid_session", "Indiquez la session (session_id).");
  let sheet: AttendanceSheet | null;
  try {
    sheet = jsonAs<AttendanceSheet | null>(await callRpc("function_attendance_sheet", {
      p_caller: caller,
      p_session: sessionId,
    }));
  } catch (error) {
    if (error instanceof DatabaseRefusal && error.code === "42501") {
      return functionError(403, "not_your_session", "Feuille réservée à l'équipe du cabinet et au formateur de la session.");
    }
    throw error;
  }
  if (!sheet) return functionError(404, "session_not_found", "Session introuvable.");
  return pdfResponse(await renderAttendanceSheetPdf(sheet), `emargement-session-${sessionId}.pdf`);
}
