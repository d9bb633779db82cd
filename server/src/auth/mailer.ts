import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the message, kept apart so development tools can follow it. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Sends through SMTP (SMTP_URL, e.g. smtps://user:pass@smtp.example.org:465) from MAIL_FROM. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
    },
  };
}

/**
 * Without SMTP, messages are written as JSON files to DATA_DIR/outbox, readable in development at /_dev/outbox.
 */
export function outboxMailer(
  dir: string,
): Mailer & { list(): Promise<(MailMessage & { id: string; created_at: string })[]> } {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      const id = `${createdAt.replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}`;
      await writeFile(path.join(dir, `${id}.json`), JSON.stringify({ id, created_at: createdAt, ...message }, null, 2));
    },
    async list() {
      let files: string[] = [];
      try {
        files = (await readdir(dir))
          .filter((f) => f.endsWith(".json"))
          .sort()
          .reverse();
      } catch {
        return [];
      }
      return Promise.all(files.slice(0, 100).map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8"))));
    },
  };
}
