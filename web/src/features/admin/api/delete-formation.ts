import { useMutation, useQueryClient } from "@tanstack/react-query";
import { POSTGREST_ERRORS } from "@common/errors/postgrest";
import { formationKeys } from "~/domain/formation";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

/** Refused by the database with 23503 while the formation has enrollments (enrollments.formation_id … on delete restrict). */
export async function deleteFormation(id: number): Promise<void> {
  const client = await getSupabase();
  const { error, count } = await client.from("formations").delete({ count: "exact" }).eq("id", id);
  if (error) throw new AdminApiError(error);
  if (count === 0)
    throw new AdminApiError({ code: POSTGREST_ERRORS.notOneRow.code, message: "Aucune ligne supprimée" });
}

export function useDeleteFormation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFormation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formationKeys.all }),
  });
}
