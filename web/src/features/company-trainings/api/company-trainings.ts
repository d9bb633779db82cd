import { isRefusal } from "@common/errors/database";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";

/** One trainee of a company's session as public.company_training_report reads it (decision 1011). */
export interface CompanyTrainee {
  id: number;
  full_name: string;
  email: string;
  /** Null while the trainee has no enrollment yet (no account, or not enrolled by the agreement yet). */
  enrollment_status: string | null;
  attendance_percent: number | null;
  attended_minutes: number | null;
  planned_minutes: number | null;
  completion_certificate: string | null;
  achievement_certificate: string | null;
  evaluated: boolean;
}

/** The session's hot evaluation: averages only from three answers up, so no one's ratings are shown alone. */
export interface CompanyEvaluationSummary {
  answers: number;
  overall?: number;
  content?: number;
  trainer?: number;
  recommendation?: number;
}

export interface CompanyTrainingSession {
  agreement_id: number;
  agreement_number: string;
  agreement_status: "sent" | "client_signed" | "signed";
  session_id: number;
  formation_title: string;
  starts_on: string;
  ends_on: string;
  city: string;
  format: string;
  session_status: string;
  seats: number;
  trainees: CompanyTrainee[];
  evaluation: CompanyEvaluationSummary;
}

export const companyTrainingKeys = {
  all: ["company-trainings"] as const,
  report: (organisationId: string) => ["company-trainings", organisationId] as const,
};

export class CompanyTrainingsError extends Error {}

export async function companyTrainingReport(organisationId: string): Promise<CompanyTrainingSession[]> {
  const client = await getSupabase();
  const { data, error } = await client.rpc("company_training_report", { p_organisation: organisationId });
  if (error) {
    throw new CompanyTrainingsError(
      isRefusal(error, "PA403") ? error.message : "Les formations de vos salariés n'ont pas pu être chargées.",
    );
  }
  return (data ?? []) as unknown as CompanyTrainingSession[];
}

export const companyTrainingsQueryOptions = (organisationId: string) =>
  queryOptions({
    queryKey: companyTrainingKeys.report(organisationId),
    queryFn: () => companyTrainingReport(organisationId),
  });

export function useCompanyTrainings(organisationId: string) {
  return useQuery(companyTrainingsQueryOptions(organisationId));
}
