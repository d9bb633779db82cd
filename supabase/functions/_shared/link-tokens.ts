import { randomBase64Url, toHex } from "./payments/hmac.ts";

/**
 * The tokens of links sent by e-mail (a questionnaire, a newsletter confirmation, a quote, an agreement, a payment
 * link): random bytes in base64url (randomBase64Url, payments/hmac.ts), of which the database keeps only the SHA-256
 * (hex). Web Crypto, so the same code runs in Deno and in Node.
 */
export async function sha256Hex(text: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))));
}

/**
 * A questionnaire link's token (decision 0885): 192 random bits, 32 characters. Only its hash is stored, in
 * private.evaluation_invitations; the token itself is in the e-mail and in the reminder job's payload.
 */
export const newEvaluationToken = (): string => randomBase64Url(24);

export const isEvaluationToken = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{32}$/.test(value);
