import { Hono, type Context } from "hono";
import { z } from "zod";
import { FIELD_LIMITS } from "../../../web/src/lib/validation/fields";
import type { Database } from "../db/database";
import { isPlainObject, readJson } from "../http/body";
import { clientIp } from "../http/client-ip";
import { authError } from "../http/errors";
import type { JwtKeys } from "./jwt";
import {
  accessToken,
  createRefreshToken,
  findUserByEmail,
  findUserById,
  hashToken,
  openSession,
  userJson,
  type UserRow,
} from "./users";
import { KnownAddresses, type RateLimiter } from "./rate-limit";
import type { SessionRegistry } from "./sessions";
import { passwordWeakness } from "./password-strength";
import { DUMMY_HASH, passwords } from "./passwords";
import { EMAIL_CHANGE_LANDING_PATH, requestEmailChange } from "./email-change";
import type { Mailer } from "./mailer";
import { siteRedirect } from "./redirect";

export interface AuthDeps {
  db: Database;
  keys: JwtKeys;
  jwtExpiry: number;
  rateLimiter: RateLimiter;
  /** The site's public origin (SITE_URL); the access tokens' issuer is built on it, never on the request's Host. */
  siteUrl: string;
  sessions: SessionRegistry;
  mailer: Mailer;
  siteName: string;
}


const emailSchema = z.string().trim().max(FIELD_LIMITS.email).pipe(z.email());
const credentialsSchema = z.object({ email: z.string(), password: z.string() });

function sanitizeMetadata(data: unknown): Record<string, unknown> {
  if (!isPlainObject(data)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === "string") out[key] = value.slice(0, 500);
    else if (typeof value === "number" || typeof value === "boolean" || value === null) out[key] = value;
  }
  return out;
}

/** GoTrue's 422 weak_password, with the reasons supabase-js copies into AuthWeakPasswordError. */
function weakPassword(c: Context, weakness: { reasons: string[]; message: string }) {
  return authError(c, 422, "weak_password", weakness.message, { weak_password: { reasons: weakness.reasons } });
}

export function authRoutes({ db, keys, jwtExpiry, rateLimiter, siteUrl, sessions, mailer, siteName }: AuthDeps) {
  const app = new Hono();
  const issuer = `${siteUrl}/auth/v1`;
  const knownAddresses = new KnownAddresses();

  const limited = (c: Context, action: string, email?: string) => {
    if (rateLimiter.allow(action, clientIp(c), email)) return undefined;
    return authError(c, 429, "over_request_rate_limit", "Request rate limit reached");
  };

  app.post("/signup", async (c) => {
    const body = await readJson(c);
    if (!isPlainObject(body)) return authError(c, 400, "bad_json", "Could not parse request body as JSON");
    const parsed = credentialsSchema.safeParse(body);
    if (!parsed.success) return authError(c, 400, "validation_failed", "Signup requires a valid email and password");
    const email = emailSchema.safeParse(parsed.data.email);
    if (!email.success) return authError(c, 400, "validation_failed", "Unable to validate email address: invalid format");
    const blocked = limited(c, "signup", email.data);
    if (blocked) return blocked;
    const weakness = passwordWeakness(parsed.data.password);
    if (weakness) return weakPassword(c, weakness);

    const hash = await passwords.hash(parsed.data.password);
    const metadata = sanitizeMetadata(body.data);
    try {
      const session = await db.transaction(async (tx) => {
        const { rows } = await tx.query<UserRow>(
          `insert into auth.users (email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data)
           values ($1, $2, now(), now(), $3, $4) returning *`,
          [email.data, hash, JSON.stringify({ provider: "email", providers: ["email"] }), JSON.stringify(metadata)],
        );
        return openSession(tx, keys, issuer, rows[0], jwtExpiry);
      });
      return c.json(session);
    } catch (error) {
      if ((error as { code?: string }).code === "23505") {
        return authError(c, 422, "user_already_exists", "User already registered");
      }
      throw error;
    }
  });

  app.post("/token", async (c) => {
    const grantType = c.req.query("grant_type");
    const body = await readJson(c);
    if (!isPlainObject(body)) return authError(c, 400, "bad_json", "Could not parse request body as JSON");

    if (grantType === "password") {
      const parsed = credentialsSchema.safeParse(body);
      if (!parsed.success) return authError(c, 400, "validation_failed", "A valid email and password are required");
      const account = parsed.data.email.trim().toLowerCase();
      const ip = clientIp(c);
      // Two separate limits (decision 0701): every attempt counts against the address; failed ones count against
      // the account, and an account over its limit is closed to new addresses only, never to where its owner
      // signs in from — someone else's wrong passwords cannot lock the owner out.
      if (!rateLimiter.consume("token", `ip:${ip}`)) {
        return authError(c, 429, "over_request_rate_limit", "Request rate limit reached");
      }
      if (rateLimiter.exhausted("tokenAccount", `account:${account}`) && !knownAddresses.has(account, ip)) {
        return authError(
          c,
          429,
          "over_request_rate_limit",
          "Too many failed sign-in attempts for this account from new locations; try again later or reset the password",
        );
      }
      const user = await findUserByEmail(db, parsed.data.email.trim());
      const passwordOk = await passwords.compare(parsed.data.password, user?.encrypted_password ?? DUMMY_HASH);
      if (!user || !passwordOk) {
        rateLimiter.consume("tokenAccount", `account:${account}`);
        return authError(c, 400, "invalid_credentials", "Invalid login credentials");
      }
      knownAddresses.remember(account, ip);
      const session = await db.transaction(async (tx) => {
        const { rows } = await tx.query<UserRow>(
          "update auth.users set last_sign_in_at = now() where id = $1 returning *",
          [user.id],
        );
        return openSession(tx, keys, issuer, rows[0], jwtExpiry);
      });
      return c.json(session);
    }

    if (grantType === "refresh_token") {
      const token = body.refresh_token;
      if (typeof token !== "string" || token === "") {
        return authError(c, 400, "validation_failed", "Refresh token is required");
      }
      const blocked = limited(c, "refresh");
      if (blocked) return blocked;
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{ user_id: string; session_id: string; revoked: boolean }>(
          "select user_id, session_id, revoked from auth.refresh_tokens where token = $1 for update",
          [hashToken(token)],
        );
        const stored = rows[0];
        if (!stored) return authError(c, 400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
        if (stored.revoked) {
          // Reuse of a rotated token: someone else may hold the session, so the whole family is revoked.
          await sessions.end(tx, { session: stored.session_id });
          return authError(c, 400, "refresh_token_already_used", "Invalid Refresh Token: Already Used");
        }
        const user = await findUserById(tx, stored.user_id);
        if (!user) return authError(c, 400, "refresh_token_not_found", "Invalid Refresh Token: Refresh Token Not Found");
        knownAddresses.remember(user.email.toLowerCase(), clientIp(c));
        await tx.query("update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1", [hashToken(token)]);
        await tx.query("update auth.sessions set updated_at = now() where id = $1", [stored.session_id]);
        const refreshToken = await createRefreshToken(tx, user.id, stored.session_id, hashToken(token));
        const { token: access, expiresAt } = await accessToken(keys, issuer, user, stored.session_id, jwtExpiry);
        return c.json({
          access_token: access,
          token_type: "bearer",
          expires_in: jwtExpiry,
          expires_at: expiresAt,
          refresh_token: refreshToken,
          user: userJson(user),
        });
      });
    }

    return authError(c, 400, "validation_failed", "Unsupported grant type");
  });

  /** The signed-in caller, from the access token, with a live session. */
  async function caller(c: Context) {
    const header = c.req.header("authorization") ?? "";
    const token = /^bearer\s+(.+)$/i.exec(header)?.[1];
    if (!token) return { error: authError(c, 401, "no_authorization", "This endpoint requires a Bearer token") };
    const result = await keys.verify(token);
    if (!result.ok || result.claims.role !== "authenticated" || !result.claims.sub) {
      return { error: authError(c, 403, "bad_jwt", result.ok ? "Invalid JWT: not a user token" : "Invalid JWT") };
    }
    const sessionId = result.claims.session_id;
    if (typeof sessionId !== "string" || !(await sessions.isLive(sessionId, result.claims.sub))) {
      return { error: authError(c, 403, "session_not_found", "Session from session_id claim in JWT does not exist") };
    }
    const user = await findUserById(db, result.claims.sub);
    if (!user) return { error: authError(c, 403, "user_not_found", "User from sub claim in JWT does not exist") };
    return { user, sessionId };
  }

  app.get("/user", async (c) => {
    const who = await caller(c);
    if ("error" in who) return who.error;
    return c.json(userJson(who.user));
  });

  app.put("/user", async (c) => {
    const who = await caller(c);
    if ("error" in who) return who.error;
    const body = await readJson(c);
    if (!isPlainObject(body)) return authError(c, 400, "bad_json", "Could not parse request body as JSON");
    const updates: string[] = [];
    const params: unknown[] = [who.user.id];
    if (body.password !== undefined) {
      if (typeof body.password !== "string") return authError(c, 400, "validation_failed", "Password must be a string");
      const weakness = passwordWeakness(body.password);
      if (weakness) return weakPassword(c, weakness);
      if (await passwords.compare(body.password, who.user.encrypted_password ?? DUMMY_HASH)) {
        return authError(c, 422, "same_password", "New password should be different from the old password.");
      }
      params.push(await passwords.hash(body.password));
      updates.push(`encrypted_password = $${params.length}`);
    }
    let newEmail: string | undefined;
    if (body.email !== undefined) {
      const email = emailSchema.safeParse(body.email);
      if (!email.success) return authError(c, 400, "validation_failed", "Unable to validate email address: invalid format");
      if (email.data.toLowerCase() !== who.user.email.toLowerCase()) newEmail = email.data;
    }
    if (newEmail !== undefined) {
      const perAccount = rateLimiter.consume("emailChange", `user:${who.user.id}`);
      const perAddress = rateLimiter.consume("emailChange", `ip:${clientIp(c)}`);
      if (!perAccount || !perAddress) return authError(c, 429, "over_email_send_rate_limit", "email rate limit exceeded");
    }
    if (body.data !== undefined) {
      params.push(JSON.stringify(sanitizeMetadata(body.data)));
      updates.push(`raw_user_meta_data = raw_user_meta_data || $${params.length}::jsonb`);
    }
    if (updates.length === 0 && newEmail === undefined) return c.json(userJson(who.user));
    const updated = await db.transaction(async (tx) => {
      let user = who.user;
      if (updates.length > 0) {
        const { rows } = await tx.query<UserRow>(
          `update auth.users set ${updates.join(", ")}, updated_at = now() where id = $1 returning *`,
          params,
        );
        user = rows[0];
      }
      // As GoTrue: a new password signs out every other session (a thief's included) and voids every e-mailed
      // link still pending (recovery, e-mail change); this session continues.
      if (body.password !== undefined) {
        await sessions.end(tx, { user: who.user.id, except: who.sessionId });
        await tx.query("delete from auth.one_time_tokens where user_id = $1", [who.user.id]);
        const { rows } = await tx.query<UserRow>(
          "update auth.users set email_change = null, email_change_sent_at = null, email_change_confirm_status = 0 where id = $1 returning *",
          [who.user.id],
        );
        user = rows[0];
      }
      // A new address takes effect only once both inboxes confirmed it (decision 0702): a stolen access token
      // is not enough to take the account over.
      if (newEmail !== undefined) {
        const redirectTo = siteRedirect(siteUrl, c.req.query("redirect_to"), EMAIL_CHANGE_LANDING_PATH);
        user = await requestEmailChange(tx, user, newEmail, { mailer, siteName, siteUrl, redirectTo });
      }
      return user;
    });
    return c.json(userJson(updated));
  });

  app.post("/logout", async (c) => {
    const who = await caller(c);
    if ("error" in who) return who.error;
    const scope = c.req.query("scope") ?? "global";
    if (scope === "global") await sessions.end(db, { user: who.user.id });
    else if (scope === "local") await sessions.end(db, { session: who.sessionId });
    else if (scope === "others") await sessions.end(db, { user: who.user.id, except: who.sessionId });
    else return authError(c, 400, "validation_failed", "Unsupported logout scope");
    return c.body(null, 204);
  });

  app.get("/health", (c) => c.json({ version: "local", name: "GoTrue (subset)", description: "Local auth" }));
  app.get("/settings", (c) =>
    c.json({ external: { email: true }, disable_signup: false, mailer_autoconfirm: true, phone_autoconfirm: false }),
  );

  return app;
}
