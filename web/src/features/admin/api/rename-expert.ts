import { useMutation, useQueryClient } from "@tanstack/react-query";
import { courseKeys } from "~/domain/course";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

/** rename_expert: renames every course of the expert at once; returns how many courses changed. */
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
