import { useQuery } from "@tanstack/react-query";
import type { Certificate } from "~/lib/database";
import { getSupabase } from "~/lib/supabase";

export const myCertificatesKey = (userId: string | undefined) => ["certificates", userId] as const;

/** The person's certificates, newest first (RLS returns only their own). */
export async function fetchMyCertificates(userId: string): Promise<Certificate[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from("certificates")
    .select("*")
    .eq("user_id", userId)
    .order("issued_at", { ascending: false });
  if (error) throw error;
  return data ?? [];
}

export function useMyCertificates(userId: string | undefined) {
  return useQuery({
    queryKey: myCertificatesKey(userId),
    queryFn: () => fetchMyCertificates(userId!),
    enabled: Boolean(userId),
  });
}
