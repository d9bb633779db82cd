import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { asError, attendanceKeys } from "./session-attendance";

/** One certificate of completion of the session, as staff and its trainer read it (RLS). */
export interface SessionCertificate {
  number: string;
  learner_name: string;
  planned_minutes: number;
  attended_minutes: number;
  issued_at: string;
}

const sessionCertificatesKey = (sessionId: number) => [...attendanceKeys.session(sessionId), "certificates"] as const;

/** The session's certificates of completion, once asked for (after « Délivrer les certificats »). */
export function useSessionCertificates(sessionId: number, enabled: boolean) {
  return useQuery({
    queryKey: sessionCertificatesKey(sessionId),
    enabled,
    queryFn: async (): Promise<SessionCertificate[]> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("completion_certificates")
        .select("number, learner_name, planned_minutes, attended_minutes, issued_at")
        .eq("session_id", sessionId)
        .order("learner_name");
      if (error) throw asError(error);
      return data ?? [];
    },
  });
}

/** Issues the session's certificates of completion; answers how many were new (those issued before are kept). */
export function useIssueCompletionCertificates(sessionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<number> => {
      const supabase = await getSupabase();
      const { data, error } = await supabase.rpc("issue_completion_certificates", { p_session: sessionId });
      if (error) throw asError(error);
      return Number(data ?? 0);
    },
    networkMode: "always",
    onSuccess: () => queryClient.invalidateQueries({ queryKey: attendanceKeys.session(sessionId) }),
  });
}
