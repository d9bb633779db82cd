import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Enrollment, Formation, PaymentMethod } from "~/lib/database";
import { getSupabase } from "~/lib/supabase";
import { courseSessionsQueryKey } from "./course-sessions";
import { EnrolError, enrolInSession } from "./enrol-in-session";

export interface CreateEnrollmentInput {
  /** The course, with the session the learner chose on the course page. */
  formation: Pick<Formation, "id" | "price" | "price_currency"> & { session_id?: number };
  userId: string;
  paymentMethod: PaymentMethod;
}

/** The "my trainings" list of a user; the Account screens read it under this key. */
export const enrollmentsQueryKey = (userId: string) => ["enrollments", userId] as const;

/** PostgreSQL's unique violation, which the dialog reads as « Déjà inscrit ». */
const UNIQUE_VIOLATION = "23505";

/**
 * Enrols through the server (POST /functions/v1/enrol, decision 0841: spec §7 call 4's browser insert is superseded):
 * the seat is taken in the enrolment's transaction and the price is the database's. Returns the stored row.
 */
export async function createEnrollment({ formation, paymentMethod }: CreateEnrollmentInput): Promise<Enrollment> {
  if (formation.session_id === undefined) throw new EnrolError("session_not_found", "Choisissez une session.");
  let enrollmentId: number;
  try {
    enrollmentId = (await enrolInSession({ sessionId: formation.session_id, paymentMethod })).enrollment_id;
  } catch (error) {
    if (error instanceof EnrolError && error.code === "already_enrolled") throw Object.assign(error, { code: UNIQUE_VIOLATION });
    throw error;
  }
  const supabase = await getSupabase();
  const { data, error } = await supabase.from("enrollments").select("*").eq("id", enrollmentId).single();
  if (error) throw error;
  return data;
}

export function useCreateEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnrollment,
    retry: false,
    onSettled: (_row, _error, { userId }) => {
      void queryClient.invalidateQueries({ queryKey: enrollmentsQueryKey(userId) });
      void queryClient.invalidateQueries({ queryKey: courseSessionsQueryKey() });
    },
  });
}
