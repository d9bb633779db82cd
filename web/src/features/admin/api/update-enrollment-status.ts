import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";
import { enrollmentKeys, type EnrollmentStatus } from "~/domain/enrollment";

/** The database checks the transition (23514 otherwise), records who and when, and issues the certificate on completion. */
export async function updateEnrollmentStatus({ id, status }: { id: number; status: EnrollmentStatus }): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.from("enrollments").update({ status }).eq("id", id).select("id").single();
  if (error) throw new AdminApiError(error);
}

export function useUpdateEnrollmentStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEnrollmentStatus,
    onSettled: () => queryClient.invalidateQueries({ queryKey: enrollmentKeys.all }),
  });
}

/** Pending → confirmed with no payment recorded: the database requires the reason and records it with its author. */
export async function confirmWithoutPayment({ id, reason }: { id: number; reason: string }): Promise<void> {
  const client = await getSupabase();
  const { error } = await client
    .from("enrollments")
    .update({ status: "confirmed", status_reason: reason })
    .eq("id", id)
    .select("id")
    .single();
  if (error) throw new AdminApiError(error);
}

export function useConfirmWithoutPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWithoutPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: enrollmentKeys.all }),
  });
}

/**
 * Staff cancel a seat with the reason the learner's e-mail carries (decision 1040): the database refuses it without one
 * (422) and records it with its author.
 */
export async function cancelEnrollment({ id, reason }: { id: number; reason: string }): Promise<void> {
  const client = await getSupabase();
  const { error } = await client
    .from("enrollments")
    .update({ status: "cancelled", status_reason: reason })
    .eq("id", id)
    .select("id")
    .single();
  if (error) throw new AdminApiError(error);
}

export function useCancelEnrollment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEnrollment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: enrollmentKeys.all }),
  });
}
