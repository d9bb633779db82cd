import { Hono } from "hono";
import { z } from "zod";
import type { JwtKeys } from "../auth/jwt";
import type { Mailer } from "../auth/mailer";

/** Where the local server answers the e-mail API that process-jobs posts to (EMAIL_API_URL, decision 0955). */
export const LOCAL_EMAIL_API_PATH = "/_local/email";

const Email = z.object({
  from: z.string().optional(),
  to: z.union([z.email(), z.array(z.email()).length(1)]),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});

/**
 * The local stand-in for an HTTP e-mail API in Resend's shape (`POST /emails`), in front of this server's mailer: the
 * outbox that development tools and tests read, or SMTP when SMTP_URL is set. The Edge Functions send through it as
 * they send through the provider on a hosted project. Only the service role key may post (Authorization: Bearer); the
 * Idempotency-Key names the message, so a retried job does not write it twice.
 */
export function emailApiRoutes(deps: { keys: JwtKeys; mailer: Mailer }) {
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
    const { to, subject, text, html, headers } = parsed.data;
    const messageId = c.req.header("idempotency-key") || undefined;
    if (messageId && !/^[A-Za-z0-9_.-]{1,100}$/.test(messageId)) {
      return c.json({ name: "validation_error", message: "Invalid Idempotency-Key", statusCode: 422 }, 422);
    }
    const link = headers?.["X-Action-Link"];
    await deps.mailer.send({
      to: Array.isArray(to) ? to[0] : to,
      subject,
      text,
      html,
      ...(link ? { link } : {}),
      ...(messageId ? { messageId } : {}),
    });
    return c.json({ id: messageId ?? crypto.randomUUID() });
  });
  return routes;
}
