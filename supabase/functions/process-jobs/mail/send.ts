import { firm } from "@common/firm";
import type { MailAttachment, OutgoingMail } from "@common/outgoing-mail";

export type { MailAttachment, OutgoingMail };

export interface EmailApiSettings {
  /** The API's base URL (EMAIL_API_URL, e.g. https://api.resend.com): messages are posted to `<url>/emails`. */
  url: string;
  /** Its key (EMAIL_API_KEY), sent as `Authorization: Bearer <key>`. */
  key: string;
  /** The sender (MAIL_FROM). */
  from: string;
}

export const DEFAULT_MAIL_FROM = `${firm.fullName} <${firm.emails.noReply}>`;

/**
 * Sends one message through an HTTP e-mail API in Resend's shape (`POST /emails` with from, to, subject, text, html,
 * headers): Resend itself, or any provider or relay speaking it; locally, the server's endpoint in front of its
 * mailbox. Throws when the API refuses, so the job is retried.
 */
export async function sendByEmailApi(message: OutgoingMail, settings: EmailApiSettings): Promise<void> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${settings.key}`,
    "content-type": "application/json",
  };
  if (message.messageId) headers["idempotency-key"] = message.messageId;
  const response = await fetch(`${settings.url.replace(/\/+$/, "")}/emails`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      from: settings.from,
      to: [message.to],
      subject: message.subject,
      text: message.text,
      html: message.html,
      ...(message.link ? { headers: { "X-Action-Link": message.link } } : {}),
      // Resend's shape: base64 content, a file name and its type (decision 1020).
      ...(message.attachments?.length
        ? {
            attachments: message.attachments.map((file) => ({
              filename: file.filename,
              content: file.content,
              content_type: file.contentType,
            })),
          }
        : {}),
    }),
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) {
    const detail = (await response.text().catch(() => "")).slice(0, 300);
    throw new Error(`the e-mail API answered ${response.status}${detail ? `: ${detail}` : ""}`);
  }
  await response.body?.cancel();
}
