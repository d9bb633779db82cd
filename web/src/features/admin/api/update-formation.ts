import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formationKeys } from "~/domain/formation";
import type { Formation } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";
import type { FormationInput } from "../lib/formation-schema";

export async function updateFormation({ id, input }: { id: number; input: FormationInput }): Promise<Formation> {
  const client = await getSupabase();
  const { data, error } = await client.from("formations").update(input).eq("id", id).select().single();
  if (error) throw new AdminApiError(error);
  return data;
}

export function useUpdateFormation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFormation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formationKeys.all }),
  });
}
