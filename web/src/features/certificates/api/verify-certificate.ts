import { useQuery, useQueryClient } from "@tanstack/react-query";
import { certificateKeys } from "~/domain/certificate";
import type { CertificateVerification } from "@common/database";
import { getSupabase } from "~/lib/supabase";

/** The server limits verifications per address (429): retrying at once would only prolong the wait. */
export class VerificationRateLimited extends Error {
  constructor() {
    super("Trop de vérifications depuis cette adresse");
    this.name = "VerificationRateLimited";
  }
}

/** Public check of a certificate number (RPC verify_certificate, open to visitors): the certificate or null. */
export async function verifyCertificate(numero: string): Promise<CertificateVerification | null> {
  const client = await getSupabase();
  const { data, error, status } = await client.rpc("verify_certificate", { certificate_number: numero });
  if (status === 429) throw new VerificationRateLimited();
  if (error) throw error;
  return data?.[0] ?? null;
}

export function useCertificateVerification(numero: string) {
  // The app's usual retry policy, except after a 429.
  const usual = useQueryClient().getDefaultOptions().queries?.retry ?? 3;
  return useQuery({
    queryKey: certificateKeys.verification(numero),
    queryFn: () => verifyCertificate(numero),
    enabled: numero.length > 0,
    retry: (failures, error) => {
      if (error instanceof VerificationRateLimited) return false;
      if (typeof usual === "function") return usual(failures, error);
      return typeof usual === "number" ? failures < usual : usual;
    },
  });
}
