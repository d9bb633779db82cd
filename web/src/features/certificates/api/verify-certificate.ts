import { useQuery } from "@tanstack/react-query";
import type { CertificateVerification } from "~/lib/database.types";
import { getSupabase } from "~/lib/supabase";

export const verifyCertificateKey = (numero: string) => ["certificate-verification", numero] as const;

/** Public check of a certificate number (RPC verify_certificate, open to visitors): the certificate or null. */
export async function verifyCertificate(numero: string): Promise<CertificateVerification | null> {
  const client = await getSupabase();
  const { data, error } = await client.rpc("verify_certificate", { certificate_number: numero });
  if (error) throw error;
  return data?.[0] ?? null;
}

export function useCertificateVerification(numero: string) {
  return useQuery({
    queryKey: verifyCertificateKey(numero),
    queryFn: () => verifyCertificate(numero),
    enabled: numero.length > 0,
  });
}
