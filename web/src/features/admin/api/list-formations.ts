import { useQuery } from "@tanstack/react-query";
import { formationKeys } from "~/domain/formation";
import type { Formation } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

/** Every formation of the catalogue, newest first (the admin's view: no demo fallback, the table as it is). */
export async function listFormations(): Promise<Formation[]> {
  const client = await getSupabase();
  const { data, error } = await client.from("formations").select("*").order("id", { ascending: false });
  if (error) throw new AdminApiError(error);
  return data ?? [];
}

export function useFormations() {
  return useQuery({ queryKey: formationKeys.admin, queryFn: listFormations });
}
