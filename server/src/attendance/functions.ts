import { functionError, type EdgeFunction } from "../functions/edge-function";
import { renderCompletionCertificatePdf, type CompletionCertificate } from "./completion-pdf";
import { pdfResponse, readIdParameter, readTextParameter } from "./request";
import { loadAttendanceSheet, mayReadSessionRecords } from "./sheet-data";
import { renderAttendanceSheetPdf } from "./sheet-pdf";

/**
 * POST /functions/v1/attendance-sheet { session_id } — the session's attendance sheet (PDF), for staff and the
 * session's trainer. The right is checked as the caller; the signatures are then read as the server.
 */
export const attendanceSheet: EdgeFunction = async (c, context) => {
  const sessionId = await readIdParameter(c, "session_id");
  if (!sessionId) return functionError(c, 422, "invalid_session", "Indiquez la session (session_id).");
  if (!(await context.asCaller((tx) => mayReadSessionRecords(tx, sessionId))))
    return functionError(
      c,
      403,
      "not_your_session",
      "Feuille réservée à l'équipe du cabinet et au formateur de la session.",
    );
  const sheet = await loadAttendanceSheet(context.db, sessionId);
  if (!sheet) return functionError(c, 404, "session_not_found", "Session introuvable.");
  return pdfResponse(await renderAttendanceSheetPdf(sheet), `emargement-session-${sessionId}.pdf`);
};

/**
 * POST /functions/v1/completion-certificate { number } — the certificate of completion (PDF), for its holder, staff and
 * the session's trainer (Row Level Security on completion_certificates decides).
 */
export const completionCertificate: EdgeFunction = async (c, context) => {
  const number = await readTextParameter(c, "number");
  if (!number) return functionError(c, 422, "invalid_number", "Indiquez le numéro du certificat (number).");
  const certificate = await context.asCaller(async (tx) => {
    const { rows } = await tx.query<CompletionCertificate>(
      `select number, learner_name, formation_title, objectives, session_label, planned_minutes, attended_minutes, issued_at
         from public.completion_certificates where number = translate(upper(trim($1)), 'OIL', '011')`,
      [number],
    );
    return rows[0];
  });
  if (!certificate)
    return functionError(
      c,
      404,
      "certificate_not_found",
      "Aucun certificat de réalisation à ce numéro pour votre compte.",
    );
  const url = `${context.siteUrl}/certificats/verifier/${encodeURIComponent(certificate.number)}`;
  return pdfResponse(
    await renderCompletionCertificatePdf(certificate, url),
    `certificat-realisation-${certificate.number}.pdf`,
  );
};

export const attendanceFunctions = {
  "attendance-sheet": attendanceSheet,
  "completion-certificate": completionCertificate,
};
