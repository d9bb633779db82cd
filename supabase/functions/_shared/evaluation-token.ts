/**
 * A questionnaire link's token (decision 0885): 192 random bits in base64url (32 characters). Only its SHA-256 (hex)
 * is stored, in private.evaluation_invitations; the token itself is in the e-mail and in the reminder job's payload.
 * Web Crypto, so the same code runs in Deno (process-jobs, the evaluation function) and in Node.
 */
export function newEvaluationToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

export const isEvaluationToken = (value: unknown): value is string =>
  typeof value === "string" && /^[A-Za-z0-9_-]{32}$/.test(value);

export async function hashEvaluationToken(token: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
