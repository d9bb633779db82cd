import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formationKeys } from "~/domain/formation";
import type { Formation } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";
import type { FormationInput } from "../lib/formation-schema";

export async function createFormation(input: FormationInput): Promise<Formation> {
  const client = await getSupabase();
  const { data, error } = await client.from("formations").insert(input).select().single();
  if (error) throw new AdminApiError(error);
  return data;
}

export function useCreateFormation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFormation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formationKeys.all }),
  });
}
