import { useQuery } from "@tanstack/react-query";
import { profileKeys } from "~/domain/person";
import type { Profile } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { AdminApiError } from "../lib/admin-errors";

export type ProfileSummary = Pick<Profile, "id" | "full_name" | "email" | "company" | "role">;

/** Escapes LIKE wildcards so a typed '%' or '_' is searched literally. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * People whose e-mail or name contains the search (two calls: the local REST layer has no `or` filter), merged by id,
 * at most 20.
 */
export async function searchProfiles(search: string): Promise<ProfileSummary[]> {
  const client = await getSupabase();
  const pattern = likePattern(search.trim());
  const columns = "id, full_name, email, company, role";
  const [byEmail, byName] = await Promise.all([
    client.from("profiles").select(columns).ilike("email", pattern).order("email").limit(20),
    client.from("profiles").select(columns).ilike("full_name", pattern).order("full_name").limit(20),
  ]);
  const error = byEmail.error ?? byName.error;
  if (error) throw new AdminApiError(error);
  const merged = new Map<string, ProfileSummary>();
  for (const person of [...(byEmail.data ?? []), ...(byName.data ?? [])]) merged.set(person.id, person);
  return [...merged.values()].slice(0, 20);
}

export function useProfileSearch(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: profileKeys.adminSearch(term),
    queryFn: () => searchProfiles(term),
    enabled: term.length >= 2,
  });
}
