import { firm } from "@common/firm";
import { isLoopbackHost } from "../../../supabase/functions/_shared/payments/settings.ts";
import { ConfigError, emailAddress } from "./read";

/** The e-mails: auth's and the firm's notifications, through SMTP_URL or into DATA_DIR/outbox. */
export interface MailConfig {
  /** SMTP server for auth e-mails (e.g. smtps://user:pass@host:465); without it they go to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The firm's address that receives a notification for each enquiry (NOTIFY_EMAIL). */
  notifyEmail: string;
}

/** Real e-mails (SMTP_URL) need the site's origin for their links and the firm's address for its notifications. */
export function checkMailNeeds(env: NodeJS.ProcessEnv, siteUrl: string | undefined): void {
  if (env.SMTP_URL && !siteUrl) {
    throw new ConfigError("SITE_URL is required when SMTP_URL is set: the links in real e-mails are built on it");
  }
  if (env.SMTP_URL && !env.NOTIFY_EMAIL?.trim()) {
    throw new ConfigError(
      "NOTIFY_EMAIL is required when SMTP_URL is set: the firm's notifications of new enquiries are sent to it",
    );
  }
}

export function mailConfig(env: NodeJS.ProcessEnv): MailConfig {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `${firm.fullName} <${firm.emails.noReply}>`,
    notifyEmail: emailAddress(env, "NOTIFY_EMAIL", firm.emails.contact),
  };
}

/**
 * SMTP_URL in production: smtps:// (TLS from the first byte), or smtp:// with `requireTLS=true` (STARTTLS or no
 * mail: by default nodemailer sends in clear text when the server, or someone on the way, does not offer STARTTLS);
 * plain smtp:// only to a relay on this machine. A certificate left unchecked is refused the same way.
 */
export function refuseCleartextSmtp(raw: string): void {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError("SMTP_URL is not a valid URL (expected e.g. smtps://user:pass@smtp.example.org:465)");
  }
  if (isLoopbackHost(url.hostname)) return;
  const where = `${url.protocol}//${url.host}`;
  if (url.protocol !== "smtps:" && url.protocol !== "smtp:")
    throw new ConfigError(`SMTP_URL must be an smtps:// or smtp:// URL (got "${where}")`);
  const query = url.searchParams;
  if (query.get("tls.rejectUnauthorized") === "false")
    throw new ConfigError(
      "SMTP_URL: tls.rejectUnauthorized=false is refused when NODE_ENV=production: anyone on the way could pose as the mail server and read the password and every e-mail",
    );
  if (url.protocol === "smtp:" && (query.get("requireTLS") !== "true" || query.get("ignoreTLS") === "true"))
    throw new ConfigError(
      `SMTP_URL must use TLS when NODE_ENV=production (got "${where}" without requireTLS=true): use smtps://…:465, or smtp://…:587?requireTLS=true so that nothing is sent unless STARTTLS succeeds; plain smtp:// is accepted only to a relay on this machine (127.0.0.1, ::1, localhost)`,
    );
}
