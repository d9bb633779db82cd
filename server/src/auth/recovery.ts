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
import { findUserByEmail, hashToken, openSession, type UserRow } from "./users";

export const RECOVERY_TOKEN_TTL_SECONDS = 3600;
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
    const user = await findUserByEmail(deps.db, email.data);
    // The answer is the same whether or not the address has an account.
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
      await deps.mailer.send({ to: user.email, link, ...recoveryMail(deps.siteName, link) });
    }
    return c.json({});
  });

  // Opened from the e-mail (no API key): consumes the token once and signs the person in for the reset.
  app.get("/verify", async (c) => {
    const redirectTo = siteRedirect(deps.siteUrl, c.req.query("redirect_to"), DEFAULT_RECOVERY_PATH);
    const token = c.req.query("token") ?? "";
    if (c.req.query("type") !== "recovery" || token === "") {
      return c.redirect(`${redirectTo}#error=access_denied&error_code=validation_failed&error_description=Unsupported+verification+link`, 303);
    }
    const session = await deps.db.transaction(async (tx) => {
      const { rows } = await tx.query<UserRow>(
        `update auth.one_time_tokens t set used_at = now()
         from auth.users u
         where t.token_hash = $1 and t.token_type = 'recovery' and t.used_at is null and t.expires_at > now() and u.id = t.user_id
         returning u.*`,
        [hashToken(token)],
      );
      return rows[0] ? openSession(tx, deps.keys, `${deps.siteUrl}/auth/v1`, rows[0], deps.jwtExpiry) : undefined;
    });
    if (!session) {
      return c.redirect(`${redirectTo}#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired`, 303);
    }
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: "bearer",
      type: "recovery",
    });
    return c.redirect(`${redirectTo}#${fragment}`, 303);
  });

  return app;
}
