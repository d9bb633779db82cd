import { asCaller, asService } from "../_shared/clients.ts";
import { functionError } from "../_shared/responses.ts";
import { pagePaths } from "@common/urls";
import { renderCompletionCertificatePdf, type CompletionCertificate } from "../_shared/completion-pdf.ts";
import { requiredEnv } from "../_shared/env.ts";
import { signedIn, requestParameter, pdfResponse } from "../_shared/documents.ts";

/** A certificate number as typed: trimmed, upper case, and O, I, L read as 0, 1, 1 (they are never in a number). */
const certificateNumber = (raw: string) =>
  raw.trim().toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");

/** The certificate number asked for: a short text, else null. */
async function numberOf(request: Request): Promise<string | null> {
  const raw = await requestParameter(request, "completion-certificate", "number");
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
