import { functionError, type EdgeFunction, type PublicEdgeFunction } from "../functions/edge-function";
import { pdfResponse, readIdParameter } from "../attendance/request";
import { evaluationFunction } from "./evaluation-function";
import { renderQualityReportPdf } from "./quality-report-pdf";
import { loadSessionResults } from "./results";

export { registerEvaluationJobs } from "./evaluation-jobs";

/** POST /functions/v1/quality-report { session_id } — the session's one-page quality report (staff, its trainer). */
export const qualityReport: EdgeFunction = async (c, context) => {
  const sessionId = await readIdParameter(c, "session_id");
  if (!sessionId) return functionError(c, 422, "invalid_session", "Indiquez la session (session_id).");
  const loaded = await context.asCaller((tx) => loadSessionResults(tx, sessionId));
  if (!loaded) return functionError(c, 404, "session_not_found", "Session introuvable, ou pas l'une des vôtres.");
  return pdfResponse(
    await renderQualityReportPdf(loaded.results, loaded.comments),
    `bilan-qualite-session-${sessionId}.pdf`,
  );
};

export const evaluationFunctions: Record<string, EdgeFunction | PublicEdgeFunction> = {
  evaluation: evaluationFunction,
  "quality-report": qualityReport,
};
