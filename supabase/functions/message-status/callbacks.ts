import type { Settings } from "../_shared/messaging/providers.ts";
import { statusCallbackUrl } from "../_shared/messaging/providers.ts";
import type { RpcCall } from "../_shared/clients.ts";
import { verifyMetaSignature, verifyTwilioSignature } from "./signatures.ts";

/**
 * POST /functions/v1/message-status?provider=<twilio|whatsapp> (decision 1009): the providers' callbacks, without a
 * project key (verify_jwt = false), each checked with its provider's signature first — a forged or unsigned call gets
 * 401 and changes nothing:
 * - Twilio: the status callback of each SMS (MessageSid, MessageStatus, ErrorCode) and the messages the number
 *   receives (From, Body: « STOP » closes the SMS channel), form-encoded, X-Twilio-Signature over the URL as this site
 *   gave it to Twilio (SITE_URL, never the Host a caller sends); answered with empty TwiML.
 * - WhatsApp Cloud API: the webhook's verification (GET, hub.verify_token) and its notifications (JSON, entry[].
 *   changes[].value: statuses[] sent/delivered/read/failed, messages[] the learner wrote), X-Hub-Signature-256.
 */
const MAX_BYTES = 64 * 1024;

export interface CallbackDeps {
  call: RpcCall;
  settings: Settings;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const refused = (status: number, code: string, message: string) => json(status, { code, message });
const twiml = () =>
  new Response('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', {
    status: 200,
    headers: { "content-type": "text/xml" },
  });

export async function messageStatus(request: Request, deps: CallbackDeps): Promise<Response> {
  const provider = new URL(request.url).searchParams.get("provider");
  if (provider === "whatsapp" && request.method === "GET") return whatsappVerification(request, deps.settings);
  if (request.method !== "POST") return refused(405, "method_not_allowed", "Utilisez POST.");
  if (provider !== "twilio" && provider !== "whatsapp") {
    return refused(404, "unknown_provider", "Fournisseur de messages inconnu.");
  }
  const raw = await request.text();
  if (raw.length > MAX_BYTES) return refused(413, "body_too_large", "Notification trop volumineuse.");
  return provider === "twilio" ? twilioCallback(request, raw, deps) : whatsappCallback(request, raw, deps);
}

async function twilioCallback(request: Request, raw: string, { call, settings }: CallbackDeps): Promise<Response> {
  const params = [...new URLSearchParams(raw)];
  // The URL as we gave it to Twilio: the status callbacks carry our message's id (providers.ts), the inbound webhook not.
  const message = new URL(request.url).searchParams.get("message");
  const ours = message && /^[1-9]\d{0,17}$/.test(message) ? message : null;
  const url = statusCallbackUrl(settings("SITE_URL") ?? "", "twilio") + (ours ? `&message=${ours}` : "");
  const valid = await verifyTwilioSignature(
    settings("TWILIO_AUTH_TOKEN") ?? "",
    url,
    params,
    request.headers.get("x-twilio-signature"),
  );
  if (!valid) return refused(401, "invalid_signature", "Signature Twilio invalide.");
  const form = new Map(params);
  const status = form.get("MessageStatus");
  const sid = form.get("MessageSid") ?? form.get("SmsSid");
  if (status && status !== "received" && sid) {
    const code = form.get("ErrorCode");
    await call("function_phone_message_report", {
      p_provider: "twilio",
      p_provider_id: sid,
      p_status: status,
      p_error: code ? `Twilio ${code}` : null,
      p_message: ours === null ? null : Number(ours),
    });
  } else if (form.get("From") && form.has("Body")) {
    // A message the number received: STOP, ARRET… (Twilio's opt-out keywords, and French ones) or START.
    await call("function_phone_keyword", { p_phone: form.get("From")!, p_channel: "sms", p_text: form.get("Body")! });
  }
  return twiml();
}

function whatsappVerification(request: Request, settings: Settings): Response {
  const query = new URL(request.url).searchParams;
  const expected = settings("WHATSAPP_VERIFY_TOKEN");
  if (query.get("hub.mode") === "subscribe" && expected && query.get("hub.verify_token") === expected) {
    return new Response(query.get("hub.challenge") ?? "", { status: 200, headers: { "content-type": "text/plain" } });
  }
  return refused(403, "invalid_verify_token", "Jeton de vérification invalide.");
}

interface WhatsAppValue {
  statuses?: {
    id?: string;
    status?: string;
    biz_opaque_callback_data?: string;
    errors?: { code?: number; title?: string }[];
  }[];
  messages?: { from?: string; type?: string; text?: { body?: string }; button?: { text?: string } }[];
}

async function whatsappCallback(request: Request, raw: string, { call, settings }: CallbackDeps): Promise<Response> {
  const valid = await verifyMetaSignature(
    settings("WHATSAPP_APP_SECRET") ?? "",
    raw,
    request.headers.get("x-hub-signature-256"),
  );
  if (!valid) return refused(401, "invalid_signature", "Signature WhatsApp invalide.");
  let body: { object?: string; entry?: { changes?: { field?: string; value?: WhatsAppValue }[] }[] };
  try {
    body = JSON.parse(raw);
  } catch {
    return refused(400, "invalid_json", "Notification illisible.");
  }
  for (const entry of body.entry ?? []) {
    for (const change of entry.changes ?? []) {
      if (change.field && change.field !== "messages") continue;
      for (const status of change.value?.statuses ?? []) {
        if (!status.id || !status.status) continue;
        const error = status.errors?.[0];
        await call("function_phone_message_report", {
          p_provider: "whatsapp",
          p_provider_id: status.id,
          p_status: status.status,
          p_error: error ? `WhatsApp ${error.code ?? ""} ${error.title ?? ""}`.trim() : null,
          p_message: /^[1-9]\d{0,17}$/.test(status.biz_opaque_callback_data ?? "") ? Number(status.biz_opaque_callback_data) : null,
        });
      }
      for (const message of change.value?.messages ?? []) {
        const text = message.text?.body ?? message.button?.text;
        if (!message.from || !text) continue;
        await call("function_phone_keyword", { p_phone: `+${message.from}`, p_channel: "whatsapp", p_text: text });
      }
    }
  }
  return json(200, { received: true });
}
