import { useQuery } from "@tanstack/react-query";
import { enrollmentKeys } from "~/domain/enrollment";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";
import { readFigures, type Figures, type RawFigures } from "../lib/figures";
import { readStatistics, type RawStatistics, type Statistics } from "../lib/statistics";

/** The dashboard's key figures, counted by the database over every enrollment (admins only; decision 1077). */
export async function fetchEnrollmentFigures(now = new Date()): Promise<Figures> {
  const client = await getSupabase();
  const { data, error } = await client.rpc("admin_enrollment_figures", { p_now: now.toISOString() });
  if (error) throw new AdminApiError(error);
  return readFigures(data as unknown as RawFigures);
}

/** « Statistiques »: every enrollment by month, theme, payment method and country, counted by the database. */
export async function fetchEnrollmentStatistics(now = new Date()): Promise<Statistics> {
  const client = await getSupabase();
  const { data, error } = await client.rpc("admin_enrollment_statistics", { p_now: now.toISOString() });
  if (error) throw new AdminApiError(error);
  return readStatistics(data as unknown as RawStatistics, now);
}

export function useEnrollmentFigures(now?: Date) {
  return useQuery({ queryKey: enrollmentKeys.adminFigures, queryFn: () => fetchEnrollmentFigures(now) });
}

export function useEnrollmentStatistics() {
  return useQuery({ queryKey: enrollmentKeys.adminStatistics, queryFn: () => fetchEnrollmentStatistics() });
}
