import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileKeys } from "~/domain/person";
import type { Role } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

/** set_user_role checks in the database that the caller is an admin (42501 otherwise). */
export async function setUserRole({ userId, role }: { userId: string; role: Role }): Promise<void> {
  const client = await getSupabase();
  const { error } = await client.rpc("set_user_role", { target_user: userId, new_role: role });
  if (error) throw new AdminApiError(error);
}

export function useSetUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUserRole,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.admin }),
  });
}
