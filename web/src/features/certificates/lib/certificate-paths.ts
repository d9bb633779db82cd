import { paths } from "~/lib/paths";

/** The public address printed on a certificate and encoded in its QR code. */
export function verificationUrl(origin: string, numero: string): string {
  return `${origin.replace(/\/+$/, "")}${paths.verifyCertificate(numero)}`;
}

/** A typed number as the database stores it (verify_certificate trims and upper-cases too). */
export function normaliseCertificateNumber(input: string): string {
  return input.trim().toUpperCase();
}
