/**
 * The signatures of the providers' callbacks (decision 1009), with Web Crypto (Deno and Node alike):
 * - Twilio (X-Twilio-Signature): base64 of HMAC-SHA1, keyed with the account's Auth Token, of the full URL Twilio
 *   called followed by each POST parameter's name and value, sorted by name, with no separator.
 * - Meta, WhatsApp Cloud API (X-Hub-Signature-256): « sha256= » and the hex HMAC-SHA256 of the raw body, keyed with
 *   the app secret.
 */
const encoder = new TextEncoder();

async function hmac(algorithm: "SHA-1" | "SHA-256", key: string, data: string): Promise<Uint8Array> {
  const cryptoKey = await crypto.subtle.importKey("raw", encoder.encode(key), { name: "HMAC", hash: algorithm }, false, [
    "sign",
  ]);
  return new Uint8Array(await crypto.subtle.sign("HMAC", cryptoKey, encoder.encode(data)));
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const toHex = (bytes: Uint8Array) => [...bytes].map((byte) => byte.toString(16).padStart(2, "0")).join("");

/** Compares two strings in time that does not depend on where they differ. */
export function sameText(a: string, b: string): boolean {
  const left = encoder.encode(a);
  const right = encoder.encode(b);
  let difference = left.length ^ right.length;
  for (let index = 0; index < Math.max(left.length, right.length); index += 1) {
    difference |= (left[index % left.length] ?? 0) ^ (right[index % right.length] ?? 0);
  }
  return difference === 0 && left.length > 0;
}

/** Twilio's signature of a form POST to `url`. */
export async function twilioSignature(authToken: string, url: string, params: Iterable<[string, string]>): Promise<string> {
  const sorted = [...params].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return toBase64(await hmac("SHA-1", authToken, url + sorted.map(([name, value]) => name + value).join("")));
}

export async function verifyTwilioSignature(
  authToken: string,
  url: string,
  params: Iterable<[string, string]>,
  header: string | null,
): Promise<boolean> {
  if (!header || !authToken) return false;
  return sameText(await twilioSignature(authToken, url, params), header);
}

/** Meta's X-Hub-Signature-256 value of a raw body. */
export async function metaSignature(appSecret: string, rawBody: string): Promise<string> {
  return `sha256=${toHex(await hmac("SHA-256", appSecret, rawBody))}`;
}

export async function verifyMetaSignature(appSecret: string, rawBody: string, header: string | null): Promise<boolean> {
  if (!header || !appSecret) return false;
  return sameText(await metaSignature(appSecret, rawBody), header);
}
