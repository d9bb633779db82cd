/**
 * The tokens of links sent by e-mail (a questionnaire, a newsletter confirmation): random bytes in base64url, of which
 * the database keeps only the SHA-256 (hex). Web Crypto, so the same code runs in Deno and in Node.
 */
export function randomLinkToken(byteCount: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(byteCount));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * A questionnaire link's token (decision 0885): 192 random bits, 32 characters. Only its hash is stored, in
 * private.evaluation_invitations; the token itself is in the e-mail and in the reminder job's payload.
 */
export const newEvaluationToken = (): string => randomLinkToken(24);

export const isEvaluationToken = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{32}$/.test(value);

export const hashEvaluationToken = sha256Hex;
