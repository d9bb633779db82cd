import { DatabaseRefusal, callRpc, jsonAs } from "../_shared/clients.ts";
import { functionError } from "../_shared/responses.ts";
import { renderAttendanceSheetPdf, type AttendanceSheet } from "../_shared/attendance-sheet-pdf.ts";
import { signedIn, pdfResponse, sessionIdOf } from "../_shared/documents.ts";

/**
 * POST /functions/v1/attendance-sheet { session_id } — the session's attendance sheet (PDF), for staff and the
 * session's trainer. The database checks the right as the caller, then reads the signatures as the server.
 */
export async function attendanceSheet(request: Request): Promise<Response> {
  const caller = await signedIn(request);
  if (caller instanceof Response) return caller;
  const sessionId = await sessionIdOf(request, "attendance-sheet");
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
