import { createHmac, randomBytes } from "node:crypto";
import { serveFake, type FakeReply, type FakeRequest } from "./http";

/**
 * A local stand-in for Meta's WhatsApp Cloud API, written from its published documentation (developers.facebook.com
 * WhatsApp Cloud API: « Send messages » / « Template messages », « Webhooks » set-up and payload examples, « Error
 * codes ») and independent of the site's code:
 * - `POST /{version}/{phone-number-id}/messages` with `Authorization: Bearer`, a JSON template message (the business
 *   account's approved templates only: 132001 for an unknown template, 132000 for a wrong number of parameters);
 *   answers `{ messaging_product, contacts: [{ input, wa_id }], messages: [{ id: "wamid…" }] }`; 401 (190) without
 *   the token.
 * - Then the webhook notifications, JSON signed with X-Hub-Signature-256 (« sha256= » and the hex HMAC-SHA256 of the
 *   body, keyed with the app secret): statuses « sent » then « delivered », or « failed » (131026, message
 *   undeliverable) for the numbers told to fail. `biz_opaque_callback_data` is echoed back.
 * - `verifyWebhook(token)`: the GET handshake (hub.mode, hub.verify_token, hub.challenge); `inbound(from, text)`: a
 *   message the learner writes.
 * - `GET /_fake/messages`: the messages sent, as the site's /_dev/outbox lists e-mails.
 */
export interface WhatsAppFakeOptions {
  accessToken: string;
  phoneNumberId: string;
  appSecret: string;
  /** The approved templates: name → body with {{1}}, {{2}}… */
  templates: Record<string, string>;
  webhookUrl?: string;
  port?: number;
}

export interface WhatsAppFakeMessage {
  id: string;
  to: string;
  template: string;
  params: string[];
  /** The template's body with its parameters, as the learner reads it. */
  text: string;
  status: string;
  biz_opaque_callback_data?: string;
}

export function metaFakeSignature(appSecret: string, body: string): string {
  return `sha256=${createHmac("sha256", appSecret).update(body, "utf8").digest("hex")}`;
}

export async function startWhatsAppFake(options: WhatsAppFakeOptions) {
  const messages: WhatsAppFakeMessage[] = [];
  const failing = new Set<string>();
  const callbacks: Promise<unknown>[] = [];
  let webhookUrl = options.webhookUrl ?? "";

  const graphError = (status: number, code: number, message: string, details?: string): FakeReply => ({
    status,
    json: {
      error: {
        message,
        type: code === 190 ? "OAuthException" : "OAuthException",
        code,
        ...(details ? { error_data: { messaging_product: "whatsapp", details } } : {}),
        fbtrace_id: randomBytes(8).toString("hex"),
      },
    },
  });

  const notify = async (value: Record<string, unknown>, signWith = options.appSecret) => {
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [
        {
          id: "102290129340398",
          changes: [
            {
              field: "messages",
              value: {
                messaging_product: "whatsapp",
                metadata: { display_phone_number: "15550783881", phone_number_id: options.phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });
    const response = await fetch(webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "x-hub-signature-256": metaFakeSignature(signWith, body) },
      body,
    });
    await response.text();
    return response.status;
  };

  const statuses = async (message: WhatsAppFakeMessage) => {
    const report = (status: string, errors?: { code: number; title: string }[]) => {
      message.status = status;
      return notify({
        statuses: [
          {
            id: message.id,
            status,
            timestamp: String(Math.floor(Date.now() / 1000)),
            recipient_id: message.to,
            ...(message.biz_opaque_callback_data ? { biz_opaque_callback_data: message.biz_opaque_callback_data } : {}),
            ...(errors ? { errors } : {}),
          },
        ],
      });
    };
    if (failing.has(message.to)) {
      await report("failed", [{ code: 131026, title: "Message undeliverable" }]);
      return;
    }
    await report("sent");
    await report("delivered");
  };

  function send(request: FakeRequest): FakeReply {
    if (request.headers.authorization !== `Bearer ${options.accessToken}`) {
      return graphError(401, 190, "Invalid OAuth access token - Cannot parse access token");
    }
    let body: {
      messaging_product?: string;
      to?: string;
      type?: string;
      biz_opaque_callback_data?: string;
      template?: {
        name?: string;
        language?: { code?: string };
        components?: { type?: string; parameters?: { type?: string; text?: string }[] }[];
      };
    };
    try {
      body = JSON.parse(request.body);
    } catch {
      return graphError(400, 100, "Invalid parameter");
    }
    if (body.messaging_product !== "whatsapp") return graphError(400, 100, "Invalid parameter", "messaging_product");
    if (!body.to || !/^\d{8,15}$/.test(body.to)) return graphError(400, 100, "Invalid parameter", "to");
    if (body.type !== "template" || !body.template?.name) {
      // Outside a customer service window only templates may open a conversation.
      return graphError(400, 131047, "Re-engagement message");
    }
    const approved = options.templates[body.template.name];
    if (!approved || body.template.language?.code !== "fr") {
      return graphError(404, 132001, "Template name does not exist in the translation");
    }
    const params = (body.template.components ?? [])
      .filter((component) => component.type === "body")
      .flatMap((component) => component.parameters ?? [])
      .map((parameter) => parameter.text ?? "");
    const expected = new Set(approved.match(/\{\{\d+\}\}/g) ?? []).size;
    if (params.length !== expected) {
      return graphError(400, 132000, "Number of parameters does not match the expected number of params");
    }
    const message: WhatsAppFakeMessage = {
      id: `wamid.${randomBytes(24).toString("base64url")}`,
      to: body.to,
      template: body.template.name,
      params,
      text: approved.replace(/\{\{(\d+)\}\}/g, (_, n: string) => params[Number(n) - 1] ?? ""),
      status: "accepted",
      ...(body.biz_opaque_callback_data ? { biz_opaque_callback_data: body.biz_opaque_callback_data } : {}),
    };
    messages.push(message);
    callbacks.push(
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => statuses(message)).catch(() => undefined),
    );
    return {
      json: {
        messaging_product: "whatsapp",
        contacts: [{ input: body.to, wa_id: body.to }],
        messages: [{ id: message.id, message_status: "accepted" }],
      },
    };
  }

  const served = await serveFake((request) => {
    if (request.method === "GET" && request.path === "/_fake/messages") return { json: messages };
    const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(request.path);
    if (request.method === "POST" && match) {
      if (match[1] !== options.phoneNumberId) return graphError(400, 100, "Unsupported post request");
      return send(request);
    }
    return graphError(400, 100, "Unsupported request");
  }, options.port ?? 0);

  return {
    url: served.url,
    /** The API's base URL as the site's WHATSAPP_API_URL names it (the version included). */
    apiUrl: `${served.url}/v21.0`,
    messages,
    failDeliveriesTo: (waId: string) => failing.add(waId.replace(/^\+/, "")),
    setWebhookUrl: (url: string) => {
      webhookUrl = url;
    },
    /** Meta's verification request: answers whether the endpoint echoed the challenge. */
    async verifyWebhook(verifyToken: string) {
      const challenge = randomBytes(6).toString("hex");
      const url = new URL(webhookUrl);
      url.searchParams.set("hub.mode", "subscribe");
      url.searchParams.set("hub.verify_token", verifyToken);
      url.searchParams.set("hub.challenge", challenge);
      const response = await fetch(url);
      return response.status === 200 && (await response.text()) === challenge;
    },
    /** A text message the learner sends to the business number (« STOP »…). */
    inbound: (from: string, text: string, signWith?: string) =>
      notify(
        {
          contacts: [{ profile: { name: "Apprenant" }, wa_id: from.replace(/^\+/, "") }],
          messages: [
            {
              from: from.replace(/^\+/, ""),
              id: `wamid.${randomBytes(24).toString("base64url")}`,
              timestamp: String(Math.floor(Date.now() / 1000)),
              type: "text",
              text: { body: text },
            },
          ],
        },
        signWith,
      ),
    settled: () => Promise.all(callbacks),
    close: served.close,
  };
}
