import { link, mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { OutgoingMail } from "@common/outgoing-mail";

export interface Mailer {
  send(message: OutgoingMail): Promise<void>;
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
        ...(message.attachments?.length
          ? {
              attachments: message.attachments.map((file) => ({
                filename: file.filename,
                content: Buffer.from(file.content, "base64"),
                contentType: file.contentType,
              })),
            }
          : {}),
        ...(message.messageId ? { messageId: `<${message.messageId}@${from.replace(/^.*@|>.*$/g, "")}>` } : {}),
      });
    },
  };
}

/**
 * Without SMTP, messages are written as JSON files to DATA_DIR/outbox, readable in development at /_dev/outbox.
 */
export function outboxMailer(
  dir: string,
): Mailer & { list(): Promise<(OutgoingMail & { id: string; created_at: string })[]> } {
  return {
    async send(message) {
      await mkdir(dir, { recursive: true });
      const createdAt = new Date().toISOString();
      const id = message.messageId ?? `${createdAt.replace(/[:.]/g, "-")}-${Math.random().toString(36).slice(2, 8)}`;
      const body = JSON.stringify({ id, created_at: createdAt, ...message }, null, 2);
      // Written whole under a temporary name, then given its name in one step: an instance killed mid-write leaves
      // only a `.partial` file, never a truncated message that the retry would take for sent.
      const final = path.join(dir, `${id}.json`);
      const partial = `${final}.${process.pid}-${Math.random().toString(36).slice(2, 8)}.partial`;
      await writeFile(partial, body);
      try {
        // A message with an id is written once: a retry of one already written (its job's instance was killed
        // before marking it done) finds the file and sends nothing (link, unlike rename, refuses an existing name).
        if (message.messageId) await link(partial, final);
        else await rename(partial, final);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      } finally {
        await rm(partial, { force: true });
      }
    },
    async list() {
      let files: string[] = [];
      try {
        // Newest first, by the time each file was written (names are not all dated: see messageId).
        const dated = await Promise.all(
          (await readdir(dir))
            .filter((f) => f.endsWith(".json"))
            .map(async (f) => ({ f, at: (await stat(path.join(dir, f))).mtimeMs })),
        );
        files = dated.sort((a, b) => b.at - a.at || b.f.localeCompare(a.f, "en", { numeric: true })).map(({ f }) => f);
      } catch {
        return [];
      }
      return Promise.all(files.slice(0, 100).map(async (f) => JSON.parse(await readFile(path.join(dir, f), "utf8"))));
    },
  };
}
