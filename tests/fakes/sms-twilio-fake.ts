import { createHmac, randomBytes } from "node:crypto";
import { serveFake, type FakeReply, type FakeRequest } from "./http";

/**
 * A local stand-in for Twilio's Programmable Messaging, written from its published documentation (twilio.com/docs:
 * Messaging API « Message resource », « Track the message status of outbound messages », « Receive and reply to
 * incoming messages », « Webhooks security », « Advanced Opt-Out ») and independent of the site's code:
 * - `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded To, From | MessagingServiceSid, Body,
 *   StatusCallback, HTTP Basic with the Account SID and Auth Token; answers 201 with the Message resource (sid « SM… »,
 *   status « queued »), or 400 with Twilio's error codes (21211 invalid To, 21602 no Body, 21604 no To, 21610 the
 *   recipient replied STOP), 401 (20003) without the right credentials.
 * - Then the status callbacks, form POSTs signed with X-Twilio-Signature (base64 HMAC-SHA1 of the URL and the sorted
 *   parameters, keyed with the Auth Token): « sent », then « delivered » — or « undelivered » (ErrorCode 30003) for
 *   the numbers told to fail.
 * - `inbound(from, body)`: a message the number receives, POSTed signed to the inbound URL; « STOP » opts the sender
 *   out at the provider as Twilio's default opt-out keywords do (later sends to them are refused with 21610).
 * - `GET /_fake/messages`: the messages sent, as the site's /_dev/outbox lists e-mails (tests and demo).
 */
export interface TwilioFakeOptions {
  accountSid: string;
  authToken: string;
  port?: number;
  /** Where the number's incoming messages are POSTed (the site's message-status function). */
  inboundUrl?: string;
}

export interface TwilioFakeMessage {
  sid: string;
  to: string;
  from: string;
  body: string;
  status: string;
  num_segments: string;
  status_callback: string | null;
  error_code: number | null;
}

const OPT_OUT = ["STOP", "STOPALL", "UNSUBSCRIBE", "CANCEL", "END", "QUIT", "ARRET"];
const OPT_IN = ["START", "YES", "UNSTOP"];

/** The signature Twilio puts in X-Twilio-Signature. */
export function twilioFakeSignature(authToken: string, url: string, params: Record<string, string>): string {
  const data =
    url +
    Object.keys(params)
      .sort()
      .map((key) => key + params[key])
      .join("");
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

/** GSM-7 (160 / 153 a segment) unless a character is outside it (UCS-2: 70 / 67), as Twilio counts num_segments. */
function segments(body: string): number {
  const gsm = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà^{}\\[~\]|€]*$/;
  if (gsm.test(body)) {
    const units = [...body].reduce((n, c) => n + ("^{}\\[~]|€".includes(c) ? 2 : 1), 0);
    return units <= 160 ? 1 : Math.ceil(units / 153);
  }
  return body.length <= 70 ? 1 : Math.ceil(body.length / 67);
}

export async function startTwilioFake(options: TwilioFakeOptions) {
  const messages: TwilioFakeMessage[] = [];
  const failing = new Set<string>();
  const optedOut = new Set<string>();
  const callbacks: Promise<unknown>[] = [];
  let unavailable = 0;
  let inboundUrl = options.inboundUrl ?? "";

  const twilioError = (status: number, code: number, message: string): FakeReply => ({
    status,
    json: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  });

  const post = async (url: string, params: Record<string, string>) => {
    const response = await fetch(url, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilioFakeSignature(options.authToken, url, params),
      },
      body: new URLSearchParams(params),
    });
    await response.text();
    return response.status;
  };

  const statusCallbacks = async (message: TwilioFakeMessage) => {
    if (!message.status_callback) return;
    const report = async (status: string, errorCode?: number) => {
      message.status = status;
      if (errorCode) message.error_code = errorCode;
      await post(message.status_callback!, {
        AccountSid: options.accountSid,
        ApiVersion: "2010-04-01",
        From: message.from,
        MessageSid: message.sid,
        MessageStatus: status,
        SmsSid: message.sid,
        SmsStatus: status,
        To: message.to,
        ...(errorCode ? { ErrorCode: String(errorCode) } : {}),
      });
    };
    await report("sent");
    if (failing.has(message.to)) await report("undelivered", 30003);
    else await report("delivered");
  };

  function create(request: FakeRequest): FakeReply {
    const credentials = Buffer.from(`${options.accountSid}:${options.authToken}`).toString("base64");
    if (request.headers.authorization !== `Basic ${credentials}`) return twilioError(401, 20003, "Authenticate");
    if (unavailable > 0) {
      unavailable -= 1;
      return twilioError(503, 20500, "Internal Server Error");
    }
    const form = new URLSearchParams(request.body);
    const to = form.get("To") ?? "";
    const body = form.get("Body") ?? "";
    const from = form.get("From") ?? form.get("MessagingServiceSid") ?? "";
    if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
    if (!/^\+[1-9]\d{7,14}$/.test(to)) return twilioError(400, 21211, `Invalid 'To' Phone Number: ${to}`);
    if (!from) return twilioError(400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(400, 21602, "Message body is required.");
    if (body.length > 1600)
      return twilioError(400, 21617, "The concatenated message body exceeds the 1600 character limit.");
    if (optedOut.has(to)) return twilioError(400, 21610, "Attempt to send to unsubscribed recipient");
    const message: TwilioFakeMessage = {
      sid: `SM${randomBytes(16).toString("hex")}`,
      to,
      from,
      body,
      status: "queued",
      num_segments: String(segments(body)),
      status_callback: form.get("StatusCallback"),
      error_code: null,
    };
    messages.push(message);
    callbacks.push(
      new Promise((resolve) => setTimeout(resolve, 20)).then(() => statusCallbacks(message)).catch(() => undefined),
    );
    return {
      status: 201,
      json: {
        account_sid: options.accountSid,
        api_version: "2010-04-01",
        body,
        date_created: new Date().toUTCString(),
        direction: "outbound-api",
        error_code: null,
        error_message: null,
        from: form.get("From"),
        messaging_service_sid: form.get("MessagingServiceSid"),
        num_media: "0",
        num_segments: message.num_segments,
        price: null,
        sid: message.sid,
        status: "queued",
        to,
        uri: `/2010-04-01/Accounts/${options.accountSid}/Messages/${message.sid}.json`,
      },
    };
  }

  const served = await serveFake((request) => {
    if (request.method === "GET" && request.path === "/_fake/messages") return { json: messages };
    if (request.method === "POST" && request.path === `/2010-04-01/Accounts/${options.accountSid}/Messages.json`) {
      return create(request);
    }
    return twilioError(404, 20404, "The requested resource was not found");
  }, options.port ?? 0);

  return {
    url: served.url,
    messages,
    /** Deliveries to this number end « undelivered » (30003: unreachable destination handset). */
    failDeliveriesTo: (phone: string) => failing.add(phone),
    /** The next `count` sends answer 503, as when Twilio is down. */
    unavailableFor: (count: number) => {
      unavailable = count;
    },
    setInboundUrl: (url: string) => {
      inboundUrl = url;
    },
    /** The number receives `body` from `from`: POSTed signed to the inbound URL, as Twilio's messaging webhook. */
    async inbound(from: string, body: string, signWith = options.authToken) {
      const word = body.trim().toUpperCase();
      if (OPT_OUT.includes(word)) optedOut.add(from);
      if (OPT_IN.includes(word)) optedOut.delete(from);
      const params = {
        AccountSid: options.accountSid,
        ApiVersion: "2010-04-01",
        Body: body,
        From: from,
        MessageSid: `SM${randomBytes(16).toString("hex")}`,
        NumMedia: "0",
        NumSegments: "1",
        SmsStatus: "received",
        To: "+15145550100",
        ...(OPT_OUT.includes(word) ? { OptOutType: "STOP" } : {}),
      };
      const response = await fetch(inboundUrl, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-twilio-signature": twilioFakeSignature(signWith, inboundUrl, params),
        },
        body: new URLSearchParams(params),
      });
      await response.text();
      return response.status;
    },
    /** Waits for the status callbacks posted so far. */
    settled: () => Promise.all(callbacks),
    close: served.close,
  };
}
