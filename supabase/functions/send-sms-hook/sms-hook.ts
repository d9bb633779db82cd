import { firm } from "@common/firm";
import { PermanentRefusal, providerFor, type Settings } from "../_shared/messaging/providers.ts";

/**
 * Auth's « Send SMS » hook (issue 44 item 2, decision 1015), as Supabase defines it: the Auth server POSTs
 * `{ user, sms: { otp } }` signed with Standard Webhooks headers — webhook-id, webhook-timestamp (Unix seconds) and
 * webhook-signature, a space-separated list of `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` — keyed with the
 * hook secret `v1,whsec_<base64>` (SMS_HOOK_SECRET). A forged, altered or stale (over 5 minutes) call is refused with
 * 401; a good one sends the code through the SMS provider of the messaging interface (decision 1008).
 */
export const TIMESTAMP_TOLERANCE_SECONDS = 5 * 60;

function base64ToBytes(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Standard Webhooks' signature of one message (`v1,<base64>`). */
export async function signWebhook(secret: string, id: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    "raw",
    base64ToBytes(secret.replace(/^v1,/, "").replace(/^whsec_/, "")) as BufferSource,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${id}.${timestamp}.${body}`));
  return `v1,${bytesToBase64(new Uint8Array(mac))}`;
}

function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** Whether the headers sign this body with this secret, within the timestamp tolerance. */
export async function verifyWebhook(
  secret: string,
  headers: Headers,
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<boolean> {
  const id = headers.get("webhook-id");
  const timestamp = Number(headers.get("webhook-timestamp"));
  const signatures = headers.get("webhook-signature");
  if (!id || !signatures || !Number.isInteger(timestamp)) return false;
  if (Math.abs(nowSeconds - timestamp) > TIMESTAMP_TOLERANCE_SECONDS) return false;
  const expected = await signWebhook(secret, id, timestamp, body);
  return signatures.split(" ").some((candidate) => sameText(candidate, expected));
}

/** The SMS with the code: GSM-7, one segment, no link (a code is never sent with a link to type it into). */
export function codeText(otp: string): string {
  return `${otp} est votre code de connexion ${firm.fullName}. Valable 5 minutes. Ne le communiquez a personne.`;
}

/** Supabase's hook error body: `{ error: { http_code, message } }`. */
const hookError = (status: number, message: string) =>
  new Response(JSON.stringify({ error: { http_code: status, message } }), {
    status,
    headers: { "content-type": "application/json" },
  });

export async function sendSmsHook(request: Request, settings: Settings): Promise<Response> {
  if (request.method !== "POST") return hookError(405, "POST only");
  // Without its secret nothing can be verified: every call is refused.
  const secret = settings("SMS_HOOK_SECRET");
  const body = await request.text();
  if (!secret || !(await verifyWebhook(secret, request.headers, body))) return hookError(401, "Invalid webhook signature");
  let payload: { user?: { phone?: unknown }; sms?: { otp?: unknown } };
  try {
    payload = JSON.parse(body);
  } catch {
    return hookError(400, "Invalid JSON");
  }
  const phone = typeof payload.user?.phone === "string" ? payload.user.phone.replace(/^\+/, "") : "";
  const otp = typeof payload.sms?.otp === "string" ? payload.sms.otp : "";
  if (!/^[1-9][0-9]{7,14}$/.test(phone) || !/^[0-9]{6}$/.test(otp)) return hookError(400, "user.phone and sms.otp");
  const provider = providerFor("sms", settings);
  if (!provider) return hookError(500, "No SMS provider configured (SMS_PROVIDER, TWILIO_*)");
  try {
    const text = codeText(otp);
    await provider.send({
      id: 0,
      to: `+${phone}`,
      text: { body: text, template: { name: "", language: "fr", params: [] } },
    });
  } catch (error) {
    const status = error instanceof PermanentRefusal ? 400 : 502;
    console.error("[send-sms-hook] not sent:", String(error));
    return hookError(status, "SMS not sent");
  }
  return new Response("{}", { status: 200, headers: { "content-type": "application/json" } });
}
