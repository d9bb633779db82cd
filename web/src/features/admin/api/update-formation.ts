import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formationKeys, PUBLIC_FORMATION_COLUMNS } from "~/domain/formation";
import type { Formation } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";
import type { FormationInput } from "../lib/formation-schema";

export async function updateFormation({ id, input }: { id: number; input: FormationInput }): Promise<Formation> {
  const client = await getSupabase();
  // The row read back has the columns a signed-in client reads; its trainer is the one just written (decision 0988).
  const { data, error } = await client
    .from("formations")
    .update(input)
    .eq("id", id)
    .select(PUBLIC_FORMATION_COLUMNS)
    .single();
  if (error) throw new AdminApiError(error);
  return { ...data, trainer_id: input.trainer_id };
}

export function useUpdateFormation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formationKeys.all }),
  });
}
