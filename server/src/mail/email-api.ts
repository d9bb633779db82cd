import { Hono } from "hono";
import { z } from "zod";
import type { JwtKeys } from "../auth/jwt";
import type { Mailer } from "../auth/mailer";
import type { Database } from "../db/database";

/** Where the local server answers the e-mail API that process-jobs posts to (EMAIL_API_URL, decision 0955). */
export const LOCAL_EMAIL_API_PATH = "/_local/email";

const Email = z.object({
  from: z.string().optional(),
  to: z.union([z.email(), z.array(z.email()).length(1)]),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  // Resend's attachments: base64 content with a file name and type (decision 1020); at most a few small files.
  attachments: z
    .array(
      z.object({
        filename: z.string().min(1).max(200),
        content: z.string().max(2_000_000),
        content_type: z.string().max(200).optional(),
      }),
    )
    .max(10)
    .optional(),
});

/**
 * The local stand-in for an HTTP e-mail API in Resend's shape (`POST /emails`), in front of this server's mailer: the
 * outbox that development tools and tests read, or SMTP when SMTP_URL is set. The Edge Functions send through it as
 * they send through the provider on a hosted project. Only the service role key may post (Authorization: Bearer); the
 * Idempotency-Key names the message, so a retried job does not write it twice.
 *
 * Like Resend, a key once accepted is answered with its first id and nothing is sent again (the study's F3,
 * decision 1006): the acceptance is recorded in private.email_acceptances, which every instance shares, as soon as the
 * mailer has taken the message. A job run again after its instance was killed, its lease passed or its completion
 * could not be recorded (the database was restarting) therefore sends nothing twice. What remains is SMTP's own
 * at-least-once: an instance killed between the SMTP server's "250 OK" and that record sends it again on the retry,
 * with the same Message-ID (README, "Running it for real").
 */
export function emailApiRoutes(deps: { keys: JwtKeys; mailer: Mailer; db: Database }) {
  const routes = new Hono();
  routes.post("/emails", async (c) => {
    const token = /^Bearer (.+)$/i.exec(c.req.header("authorization") ?? "")?.[1];
    const verified = token ? await deps.keys.verify(token) : undefined;
    if (!verified?.ok || verified.claims.role !== "service_role") {
      return c.json({ name: "validation_error", message: "API key is invalid", statusCode: 401 }, 401);
    }
    const parsed = Email.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) {
      return c.json({ name: "validation_error", message: parsed.error.issues[0]?.message, statusCode: 422 }, 422);
    }
    const { to, subject, text, html, headers, attachments } = parsed.data;
    const messageId = c.req.header("idempotency-key") || undefined;
    if (messageId && !/^[A-Za-z0-9_.-]{1,100}$/.test(messageId)) {
      return c.json({ name: "validation_error", message: "Invalid Idempotency-Key", statusCode: 422 }, 422);
    }
    if (messageId) {
      const { rows } = await deps.db.query<{ message_id: string }>(
        "select message_id from private.email_acceptances where idempotency_key = $1",
        [messageId],
      );
      if (rows[0]) return c.json({ id: rows[0].message_id });
    }
    const link = headers?.["X-Action-Link"];
    await deps.mailer.send({
      to: Array.isArray(to) ? to[0] : to,
      subject,
      text,
      html,
      ...(link ? { link } : {}),
      ...(messageId ? { messageId } : {}),
      ...(attachments?.length
        ? {
            attachments: attachments.map((file) => ({
              filename: file.filename,
              content: file.content,
              contentType: file.content_type ?? "application/octet-stream",
            })),
          }
        : {}),
    });
    if (messageId) {
      await deps.db.query(
        `insert into private.email_acceptances (idempotency_key, message_id) values ($1, $1)
         on conflict (idempotency_key) do nothing`,
        [messageId],
      );
    }
    return c.json({ id: messageId ?? crypto.randomUUID() });
  });
  return routes;
}
