import { paths } from "~/lib/paths";

/**
 * Certificate link builders. lib/paths.ts has no entry for these screens yet; they live here until the route table
 * module gains them (one place, so no route is spelled twice inside the feature).
 */
export const certificatePaths = {
  mine: () => "/certificats",
  verify: (numero: string) => `/certificats/verifier/${encodeURIComponent(numero)}`,
  myTrainings: paths.myTrainings,
  catalogue: paths.catalogue,
} as const;

/** The public address printed on a certificate and encoded in its QR code. */
export function verificationUrl(origin: string, numero: string): string {
  return `${origin.replace(/\/+$/, "")}${certificatePaths.verify(numero)}`;
}

/** A typed number as the database stores it (verify_certificate trims and upper-cases too). */
export function normaliseCertificateNumber(input: string): string {
  return input.trim().toUpperCase();
}
