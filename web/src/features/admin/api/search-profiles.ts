import { useQuery } from "@tanstack/react-query";
import { profileKeys } from "~/domain/person";
import type { Profile } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

export type ProfileSummary = Pick<Profile, "id" | "full_name" | "email" | "company" | "role">;

/**
 * People whose name or e-mail has words starting with each word typed (« dia » finds Aminata Diallo and
 * dia.fall@exemple.sn), at most 20, by name: admin_search_people(), admins only, through an index of those words
 * (decision 1078).
 */
export async function searchProfiles(search: string): Promise<ProfileSummary[]> {
  const client = await getSupabase();
  const { data, error } = await client.rpc("admin_search_people", { p_search: search.trim(), p_limit: 20 });
  if (error) throw new AdminApiError(error);
  return (data ?? []) as ProfileSummary[];
}

export function useProfileSearch(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: profileKeys.adminSearch(term),
    queryFn: () => searchProfiles(term),
    enabled: term.length >= 2,
  });
}
