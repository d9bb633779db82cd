/**
 * HMAC-SHA256 with Web Crypto (the same API in Deno, in Node and on the platform), hex-encoded as the gateways write
 * it. `hmacMatches` compares in constant time (`crypto.subtle.verify`).
 */
const encoder = new TextEncoder();

const hmacKey = (secret: string, usage: "sign" | "verify") =>
  crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);

export const toHex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");

export async function hmacHex(secret: string, data: string): Promise<string> {
  const mac = await crypto.subtle.sign("HMAC", await hmacKey(secret, "sign"), encoder.encode(data));
  return toHex(new Uint8Array(mac));
}

/** Whether `givenHex` (64 hex digits) is the HMAC of `data` under `secret`. */
export async function hmacMatches(secret: string, data: string, givenHex: string): Promise<boolean> {
  if (!/^[0-9a-f]{64}$/i.test(givenHex)) return false;
  const given = new Uint8Array(givenHex.match(/../g)!.map((pair) => parseInt(pair, 16)));
  return crypto.subtle.verify("HMAC", await hmacKey(secret, "verify"), given, encoder.encode(data));
}

/** `length` random bytes, hex-encoded (upper case for CinetPay's ids) or base64url. */
export function randomHex(length: number): string {
  return toHex(crypto.getRandomValues(new Uint8Array(length)));
}

export function randomBase64Url(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}
