import { hmacHex, hmacMatches } from "./hmac.ts";

/**
 * Notification signatures, as the region's gateways and Stripe do them: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`. The timestamp is signed too, so an old notification replayed after the tolerance is refused
 * (a replay within it is harmless: the webhook is idempotent).
 */
export const SIGNATURE_HEADER = "x-payment-signature";
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export async function signPayload(secret: string, body: string, now = Date.now()): Promise<string> {
  const timestamp = String(Math.floor(now / 1000));
  return `t=${timestamp},v1=${await hmacHex(secret, `${timestamp}.${body}`)}`;
}

export async function verifySignature(
  secret: string,
  body: string,
  header: string | null | undefined,
  now = Date.now(),
): Promise<boolean> {
  if (!header || header.length > 300) return false;
  const parts = new Map(header.split(",").map((part) => part.trim().split("=", 2) as [string, string]));
  const timestamp = parts.get("t");
  const given = parts.get("v1");
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !given || !/^[0-9a-f]{64}$/.test(given)) return false;
  if (Math.abs(now / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return hmacMatches(secret, `${timestamp}.${body}`, given);
}
