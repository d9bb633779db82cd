import type { PhoneText } from "./texts.ts";

/**
 * The providers behind one interface (decisions 1008 and 1009), chosen by settings:
 * - SMS: Twilio's Programmable Messaging (SMS_PROVIDER=twilio; TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, and
 *   TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM; TWILIO_API_URL for a local fake). `POST
 *   /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded To, From|MessagingServiceSid, Body, StatusCallback,
 *   HTTP Basic with the Account SID and Auth Token; answers the Message resource (sid « SM… », status).
 * - WhatsApp: Meta's Cloud API (WHATSAPP_PROVIDER=cloud-api; WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID,
 *   WHATSAPP_APP_SECRET for the callbacks; WHATSAPP_API_URL, by default https://graph.facebook.com/v21.0). `POST
 *   /{phone-number-id}/messages` with a bearer token and a JSON template message; answers messages[0].id « wamid… ».
 * Without its settings a channel is off: its messages fail at once and fall back to the other channel.
 */
export type Channel = "sms" | "whatsapp";

export interface OutgoingPhoneMessage {
  /** Our phone_messages id: named in the callback (Twilio) or echoed back (WhatsApp's biz_opaque_callback_data). */
  id: number;
  to: string;
  text: Pick<PhoneText, "body" | "template">;
}

export interface SendResult {
  provider: string;
  providerId: string;
}

/** A refusal the provider will repeat (a bad number, a number that cannot receive): no retry, the fallback instead. */
export class PermanentRefusal extends Error {}

export interface PhoneProvider {
  name: string;
  send(message: OutgoingPhoneMessage): Promise<SendResult>;
}

export type Settings = (name: string) => string | undefined;

/** Where the providers call back: the message-status function, with the provider named. */
export function statusCallbackUrl(siteUrl: string, provider: "twilio" | "whatsapp"): string {
  return `${siteUrl.replace(/\/+$/, "")}/functions/v1/message-status?provider=${provider}`;
}

async function answerOf(response: Response): Promise<Record<string, unknown>> {
  const text = await response.text();
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { message: text.slice(0, 200) };
  }
}

function twilio(settings: Settings): PhoneProvider | null {
  const sid = settings("TWILIO_ACCOUNT_SID");
  const token = settings("TWILIO_AUTH_TOKEN");
  const service = settings("TWILIO_MESSAGING_SERVICE_SID");
  const from = settings("TWILIO_FROM");
  if (!sid || !token || (!service && !from)) return null;
  const base = (settings("TWILIO_API_URL") || "https://api.twilio.com").replace(/\/+$/, "");
  const siteUrl = settings("SITE_URL") ?? "";
  return {
    name: "twilio",
    async send(message) {
      const form = new URLSearchParams({ To: message.to, Body: message.text.body });
      if (service) form.set("MessagingServiceSid", service);
      else form.set("From", from!);
      // Our id in the callback's URL: a report that arrives before the send is recorded still finds its message.
      if (siteUrl) form.set("StatusCallback", `${statusCallbackUrl(siteUrl, "twilio")}&message=${message.id}`);
      const response = await fetch(`${base}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`, {
        method: "POST",
        headers: {
          authorization: `Basic ${btoa(`${sid}:${token}`)}`,
          "content-type": "application/x-www-form-urlencoded",
        },
        body: form,
        signal: AbortSignal.timeout(20_000),
      });
      const answer = await answerOf(response);
      if (response.status === 201 || response.status === 200) {
        if (typeof answer.sid !== "string") throw new Error("Twilio answered without a message sid");
        return { provider: "twilio", providerId: answer.sid };
      }
      const detail = `Twilio ${response.status} ${String(answer.code ?? "")} ${String(answer.message ?? "")}`.trim();
      // 400: the request itself is wrong for this number (21211 invalid To, 21610 unsubscribed recipient…).
      if (response.status === 400) throw new PermanentRefusal(detail);
      throw new Error(detail);
    },
  };
}

function whatsappCloud(settings: Settings): PhoneProvider | null {
  const token = settings("WHATSAPP_TOKEN");
  const phoneNumberId = settings("WHATSAPP_PHONE_NUMBER_ID");
  if (!token || !phoneNumberId) return null;
  const base = (settings("WHATSAPP_API_URL") || "https://graph.facebook.com/v21.0").replace(/\/+$/, "");
  return {
    name: "whatsapp",
    async send(message) {
      const { template } = message.text;
      const response = await fetch(`${base}/${encodeURIComponent(phoneNumberId)}/messages`, {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({
          messaging_product: "whatsapp",
          recipient_type: "individual",
          to: message.to.replace(/^\+/, ""),
          type: "template",
          biz_opaque_callback_data: String(message.id),
          template: {
            name: template.name,
            language: { code: template.language },
            components: [{ type: "body", parameters: template.params.map((text) => ({ type: "text", text })) }],
          },
        }),
        signal: AbortSignal.timeout(20_000),
      });
      const answer = await answerOf(response);
      const messages = answer.messages as { id?: string }[] | undefined;
      if (response.ok && typeof messages?.[0]?.id === "string") return { provider: "whatsapp", providerId: messages[0].id };
      const error = (answer.error ?? {}) as { code?: number; message?: string };
      const detail = `WhatsApp ${response.status} ${error.code ?? ""} ${error.message ?? ""}`.trim();
      if (response.status === 400) throw new PermanentRefusal(detail);
      throw new Error(detail);
    },
  };
}

/** The provider of a channel under these settings, or null when the channel is off. */
export function providerFor(channel: Channel, settings: Settings): PhoneProvider | null {
  if (channel === "sms") return (settings("SMS_PROVIDER") ?? "twilio") === "twilio" ? twilio(settings) : null;
  return (settings("WHATSAPP_PROVIDER") ?? "cloud-api") === "cloud-api" ? whatsappCloud(settings) : null;
}
