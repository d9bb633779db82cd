import { useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { downloadFunctionPdf } from "~/lib/invoke-function";

export interface CompletionCertificateRow {
  id: string;
  number: string;
  formation_title: string;
  session_label: string;
  planned_minutes: number;
  attended_minutes: number;
  issued_at: string;
}

/** The signed-in learner's certificates of completion (RLS: their own). */
export function useMyCompletionCertificates(userId: string | undefined) {
  return useQuery({
    queryKey: ["certificates", "completion", userId],
    enabled: Boolean(userId),
    queryFn: async () => {
      const supabase = await getSupabase();
      const { data, error } = await supabase
        .from("completion_certificates")
        .select("id, number, formation_title, session_label, planned_minutes, attended_minutes, issued_at")
        .eq("user_id", userId!)
        .order("issued_at", { ascending: false });
      if (error) throw error;
      return (data ?? []) as CompletionCertificateRow[];
    },
  });
}

/** The certificate of completion's PDF (made by the server, with its QR code), as a download. */
export const downloadCompletionCertificate = (number: string): Promise<void> =>
  downloadFunctionPdf(
    "completion-certificate",
    { number },
    `certificat-realisation-${number}.pdf`,
    "Le certificat n'a pas pu être créé. Réessayez dans un instant.",
  );
