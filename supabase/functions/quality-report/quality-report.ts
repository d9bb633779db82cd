import type { SessionResult } from "@common/evaluation-results";
import { asCaller } from "../_shared/clients.ts";
import { functionError } from "../_shared/responses.ts";
import { renderQualityReportPdf, type SessionResults } from "./quality-report-pdf.ts";
import { signedIn, pdfResponse, sessionIdOf } from "../_shared/documents.ts";

/** A session's average mark as the database writes `round(…, 2)`: « 4.50 », not « 4.5 ». */
const averageText = (value: number | string | null) =>
  value === null ? null : typeof value === "number" ? value.toFixed(2) : value;

/**
 * POST /functions/v1/quality-report { session_id } — the session's one-page quality report (staff, its trainer): the
 * figures of `evaluation_results()` and the comments, read as the caller.
 */
export async function qualityReport(request: Request): Promise<Response> {
  const caller = await signedIn(request);
  if (caller instanceof Response) return caller;
  const sessionId = await sessionIdOf(request, "quality-report");
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
