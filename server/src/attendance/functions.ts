import { functionError, type EdgeFunction } from "../functions/edge-function";
import { pdfResponse, readIdParameter } from "./request";
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

export const attendanceFunctions = {
  "attendance-sheet": attendanceSheet,
};
