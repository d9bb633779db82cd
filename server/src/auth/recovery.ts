import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import type { Database } from "../db/database";
import { isPlainObject, readJson } from "../http/body";
import { clientIp } from "../http/client-ip";
import { authError } from "../http/errors";
import type { JwtKeys } from "./jwt";
import type { Mailer } from "./mailer";
import type { RateLimiter } from "./rate-limit";
import { siteRedirect } from "./redirect";
import { EMAIL_CHANGE_LANDING_PATH, SINGLE_CONFIRMATION_ACCEPTED, verifyEmailChange } from "./email-change";
import { findUserByEmail, hashToken, openSession, type UserRow } from "./users";

export const RECOVERY_TOKEN_TTL_SECONDS = 3600;
/** Every /recover answer takes this long, for known and unknown addresses alike. */
export const RECOVER_RESPONSE_MS = 400;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const DEFAULT_RECOVERY_PATH = "/reinitialiser-mot-de-passe";

export interface RecoveryDeps {
  db: Database;
  keys: JwtKeys;
  jwtExpiry: number;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  siteName: string;
  /** The site's public origin (SITE_URL): links and redirects are built on it, never on the request's Host. */
  siteUrl: string;
}

function recoveryMail(siteName: string, link: string) {
  const text = [
    "Bonjour,",
    "",
    `Vous avez demandé à réinitialiser le mot de passe de votre compte ${siteName}.`,
    "Ouvrez ce lien pour choisir un nouveau mot de passe (valable une heure, utilisable une seule fois) :",
    link,
    "",
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  ].join("\n");
  const html = `<p>Bonjour,</p><p>Vous avez demandé à réinitialiser le mot de passe de votre compte ${siteName}.</p><p><a href="${link}">Choisir un nouveau mot de passe</a> (lien valable une heure, utilisable une seule fois).</p><p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>`;
  return { subject: `Réinitialisation de votre mot de passe — ${siteName}`, text, html };
}

export function recoveryRoutes(deps: RecoveryDeps) {
  const app = new Hono();

  app.post("/recover", async (c) => {
    const body = await readJson(c);
    if (!isPlainObject(body)) return authError(c, 400, "bad_json", "Could not parse request body as JSON");
    const email = z.string().trim().max(254).pipe(z.email()).safeParse(body.email);
    if (!email.success) return authError(c, 400, "validation_failed", "Unable to validate email address: invalid format");
    if (!deps.rateLimiter.allow("recover", clientIp(c), email.data)) {
      return authError(c, 429, "over_email_send_rate_limit", "email rate limit exceeded");
    }
    // The answer is the same whether or not the address has an account, and so is its timing: it is sent when
    // RECOVER_RESPONSE_MS has passed, whatever work (token, e-mail) the address needed. A slow mail server never
    // delays it; its failures are logged.
    const answerAt = delay(RECOVER_RESPONSE_MS);
    const user = await findUserByEmail(deps.db, email.data);
    if (user) {
      const token = randomBytes(32).toString("base64url");
      await deps.db.transaction(async (tx) => {
        await tx.query("delete from auth.one_time_tokens where user_id = $1 and token_type = 'recovery'", [user.id]);
        await tx.query(
          `insert into auth.one_time_tokens (user_id, token_type, token_hash, expires_at)
           values ($1, 'recovery', $2, now() + make_interval(secs => $3))`,
          [user.id, hashToken(token), RECOVERY_TOKEN_TTL_SECONDS],
        );
      });
      const redirectTo = siteRedirect(deps.siteUrl, c.req.query("redirect_to"), DEFAULT_RECOVERY_PATH);
      const link = `${deps.siteUrl}/auth/v1/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;
      const sending = deps.mailer
        .send({ to: user.email, link, ...recoveryMail(deps.siteName, link) })
        .catch((error: unknown) => console.error("[auth] recovery e-mail not sent:", error));
      await Promise.race([sending, answerAt]);
    }
    await answerAt;
    return c.json({});
  });

  // Opened from the e-mails (no API key): each token works once; the result goes back in the URL fragment.
  app.get("/verify", async (c) => {
    const type = c.req.query("type");
    const token = c.req.query("token") ?? "";
    const landing = type === "email_change" ? EMAIL_CHANGE_LANDING_PATH : DEFAULT_RECOVERY_PATH;
    const redirectTo = siteRedirect(deps.siteUrl, c.req.query("redirect_to"), landing);
    const fail = (code: string, description: string) =>
      c.redirect(`${redirectTo}#${new URLSearchParams({ error: "access_denied", error_code: code, error_description: description })}`, 303);
    if ((type !== "recovery" && type !== "email_change") || token === "") {
      return fail("validation_failed", "Unsupported verification link");
    }
    const issuer = `${deps.siteUrl}/auth/v1`;
    const result = await deps.db.transaction(async (tx) => {
      if (type === "email_change") {
        const verified = await verifyEmailChange(tx, token);
        if (verified.outcome !== "changed") return verified;
        return { outcome: "session" as const, session: await openSession(tx, deps.keys, issuer, verified.user, deps.jwtExpiry) };
      }
      const { rows } = await tx.query<UserRow>(
        `update auth.one_time_tokens t set used_at = now()
         from auth.users u
         where t.token_hash = $1 and t.token_type = 'recovery' and t.used_at is null and t.expires_at > now() and u.id = t.user_id
         returning u.*`,
        [hashToken(token)],
      );
      if (!rows[0]) return { outcome: "invalid" as const };
      return { outcome: "session" as const, session: await openSession(tx, deps.keys, issuer, rows[0], deps.jwtExpiry) };
    });
    switch (result.outcome) {
      case "invalid":
        return fail("otp_expired", "Email link is invalid or has expired");
      case "email-taken":
        return fail("email_exists", "A user with this email address has already been registered");
      case "first-confirmed":
        return c.redirect(`${redirectTo}#${new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED })}`, 303);
    }
    const { session } = result;
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: "bearer",
      type,
    });
    return c.redirect(`${redirectTo}#${fragment}`, 303);
  });

  return app;
}
