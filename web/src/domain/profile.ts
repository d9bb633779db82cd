import { queryOptions, useQuery } from "@tanstack/react-query";
import { useAuth } from "~/lib/auth";
import type { Profile } from "@common/database";
import { getSupabase } from "~/lib/supabase";
import { profileKeys } from "./person";

/** The person's own profile row (RLS lets everyone read their own). */
export async function fetchProfile(userId: string): Promise<Profile | null> {
  const client = await getSupabase();
  const { data, error } = await client.from("profiles").select("*").eq("id", userId).single();
  if (error) throw error;
  return data;
}

export const profileQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: profileKeys.one(userId),
    queryFn: () => fetchProfile(userId!),
    enabled: Boolean(userId),
    // Read once: if it fails, the screens go on as for a client (the database still decides what each role may do).
    retry: false,
  });

/**
 * The signed-in person's profile (name, company, role…): `data` is undefined while nobody is signed in, until it is
 * read, or when it could not be. The auth context (~/lib/auth) only knows the session; the profile is this query,
 * which the profile form and the role screen invalidate after a change and the auth provider drops on sign-in/out.
 */
export function useProfile() {
  const { user } = useAuth();
  return useQuery(profileQueryOptions(user?.id));
}
