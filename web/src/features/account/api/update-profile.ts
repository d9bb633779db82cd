import { useMutation, useQueryClient } from "@tanstack/react-query";
import { profileKeys } from "~/domain/person";
import type { Database } from "~/lib/database.types";
import { getSupabase } from "~/lib/supabase";

export type ProfileChanges = Required<Database["public"]["Tables"]["profiles"]["Update"]>;

/** Spec §7 call 6: the person's own name, company, position and country (never the role). */
export async function updateProfile(userId: string, changes: ProfileChanges): Promise<void> {
  const client = await getSupabase();
  // database.types.ts declares rows as interfaces, which supabase-js's generic table typing does not accept.
  const { data, error } = await client.from("profiles").update(changes as never).eq("id", userId).select("id");
  if (error) throw error;
  // Row Level Security filters instead of failing: no row back means nothing was saved, never a success.
  if (!data || data.length === 0) throw new Error("Profil non enregistré : aucune ligne modifiée");
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
