import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileKeys } from "~/domain/person";
import type { TablesUpdate } from "@common/database";
import { getSupabase } from "~/lib/supabase";

export type ProfileChanges = Required<Pick<TablesUpdate<"profiles">, "full_name" | "company" | "position" | "country">>;

/** Spec §7 call 6: the person's own name, company, position and country (never the role). */
export async function updateProfile(userId: string, changes: ProfileChanges): Promise<void> {
  const client = await getSupabase();
  const { data, error } = await client.from("profiles").update(changes).eq("id", userId).select("id");
  if (error) throw error;
  // Row Level Security filters instead of failing: no row back means nothing was saved, never a success.
  if (!data || data.length === 0) throw new Error("Profil non enregistré : aucune ligne modifiée");
}

export function useUpdateProfile(userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: ProfileChanges) => {
      if (!userId) throw new Error("Aucun utilisateur connecté");
      return updateProfile(userId, changes);
    },
    // The header, the sidebar and the summary show the saved name at once.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: profileKeys.one(userId) }),
  });
}
