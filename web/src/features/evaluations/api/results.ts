import { useQuery } from "@tanstack/react-query";
import { downloadFunctionPdf } from "~/lib/invoke-function";
import { getSupabase } from "~/lib/supabase";
import type { SessionResult } from "../lib/results";

export interface Period {
  from: string;
  to: string;
}

/** The sessions' figures for a period (staff: every session; a trainer: their own; RLS and the function decide). */
export function useEvaluationResults(period: Period) {
  return useQuery({
    queryKey: ["evaluations", "results", period.from, period.to],
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc("evaluation_results", {
        ...(period.from ? { p_from: period.from } : {}),
        ...(period.to ? { p_to: period.to } : {}),
      });
      if (error) throw new Error(error.message);
      return (data ?? []).map((row) => ({
        ...row,
        avg_overall: row.avg_overall === null ? null : Number(row.avg_overall),
        avg_content: row.avg_content === null ? null : Number(row.avg_content),
        avg_trainer: row.avg_trainer === null ? null : Number(row.avg_trainer),
        avg_organisation: row.avg_organisation === null ? null : Number(row.avg_organisation),
      })) as SessionResult[];
    },
  });
}

/** The comments of the sessions shown, newest first. */
export function useEvaluationComments(sessionIds: number[]) {
  return useQuery({
    queryKey: ["evaluations", "comments", sessionIds],
    enabled: sessionIds.length > 0,
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("evaluation_answers")
        .select("id, session_id, kind, comment, answered_at")
        .in("session_id", sessionIds)
        .neq("comment", "")
        .order("answered_at", { ascending: false })
        .limit(50);
      if (error) throw new Error(error.message);
      return data ?? [];
    },
  });
}

/** A session's quality report (the quality-report function's PDF), as a download. */
export const downloadQualityReport = (sessionId: number) =>
  downloadFunctionPdf(
    "quality-report",
    { session_id: sessionId },
    `bilan-qualite-session-${sessionId}.pdf`,
    "Le bilan n'a pas pu être créé. Réessayez dans un instant.",
  );
