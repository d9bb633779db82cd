import { queryOptions, useQuery } from "@tanstack/react-query";
import { certificateKeys } from "~/domain/certificate";
import type { Certificate } from "@common/database";
import { getSupabase } from "~/lib/supabase";

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

export const myCertificatesQueryOptions = (userId: string | undefined) =>
  queryOptions({
    queryKey: certificateKeys.mine(userId),
    queryFn: () => fetchMyCertificates(userId!),
    enabled: Boolean(userId),
  });

export const useMyCertificates = (userId: string | undefined) => useQuery(myCertificatesQueryOptions(userId));
