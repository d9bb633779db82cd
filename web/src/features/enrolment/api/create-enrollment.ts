import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Enrollment, Formation, PaymentMethod } from "~/lib/database.types";
import { getSupabase } from "~/lib/supabase";

export interface CreateEnrollmentInput {
  formation: Pick<Formation, "id" | "price" | "price_currency">;
  userId: string;
  paymentMethod: PaymentMethod;
}

/** The "my trainings" list of a user; the Account screens read it under this key. */
export const enrollmentsQueryKey = (userId: string) => ["enrollments", userId] as const;

/**
 * Call 4 of spec §7: a pending enrolment, returned. Amount and currency are sent as the spec says; the database
 * replaces them with the course's own (it never trusts the client for money).
 */
export async function createEnrollment({ formation, userId, paymentMethod }: CreateEnrollmentInput): Promise<Enrollment> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("enrollments")
    .insert({
      formation_id: formation.id,
      user_id: userId,
      payment_method: paymentMethod,
      payment_currency: formation.price_currency,
      payment_amount: formation.price,
      status: "pending",
    })
    .select();
  if (error) throw error;
  const row = data?.[0];
  if (!row) throw new Error("Inscription enregistrée sans ligne renvoyée");
  return row;
}

export function useCreateEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEnrollment,
    retry: false,
    onSuccess: (_row, { userId }) => queryClient.invalidateQueries({ queryKey: enrollmentsQueryKey(userId) }),
  });
}
