import { useMutation, useQueryClient } from "@tanstack/react-query";
import { formationKeys } from "~/domain/formation";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

/** rename_expert: renames every formation of the expert at once; returns how many formations changed. */
export async function renameExpert({ oldName, newName }: { oldName: string; newName: string }): Promise<number> {
  const client = await getSupabase();
  const { data, error } = await client.rpc("rename_expert", { old_name: oldName, new_name: newName.trim() });
  if (error) throw new AdminApiError(error);
  return Number(data ?? 0);
}

export function useRenameExpert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameExpert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formationKeys.all }),
  });
}
