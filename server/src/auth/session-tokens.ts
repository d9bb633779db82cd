import { randomUUID } from "node:crypto";
import { decodeJwt } from "jose";
import type { Queryable } from "../db/database";
import type { JwtKeys } from "./jwt";
import { createRefreshToken } from "./models/refresh-tokens";
import { insertSession } from "./models/sessions";
import type { UserRow } from "./models/users";
import { userJson } from "./user-json";

/** What the token endpoints answer with (GoTrue's session body). */
export interface IssuedSession {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
}

/** Signs and dates access tokens for one issuer (`<SITE_URL>/auth/v1`). */
export interface TokenIssuer {
  keys: JwtKeys;
  issuer: string;
  /** Access-token lifetime in seconds (JWT_EXPIRY). */
  jwtExpiry: number;
}

async function accessToken({ keys, issuer, jwtExpiry }: TokenIssuer, user: UserRow, sessionId: string) {
  const now = Math.floor(Date.now() / 1000);
  const token = await keys.sign(
    {
      iss: issuer,
      sub: user.id,
      aud: "authenticated",
      email: user.email ?? "",
      phone: user.phone ?? "",
      app_metadata: user.raw_app_meta_data,
      user_metadata: userJson(user).user_metadata,
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    },
    jwtExpiry,
  );
  return { token, expiresAt: now + jwtExpiry };
}

/** The session body for a session that has just been given `refreshToken`. */
export async function sessionBody(
  tokens: TokenIssuer,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
): Promise<IssuedSession> {
  const { token, expiresAt } = await accessToken(tokens, user, sessionId);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: tokens.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

/** Opens a new session (sign-up, sign-in, an e-mailed link) and returns the body GoTrue answers with. */
export async function openSession(db: Queryable, tokens: TokenIssuer, user: UserRow): Promise<IssuedSession> {
  const sessionId = randomUUID();
  await insertSession(db, sessionId, user.id);
  const refreshToken = await createRefreshToken(db, user.id, sessionId, null);
  return sessionBody(tokens, user, sessionId, refreshToken);
}

/** The session id an issued body's access token carries (signed here a moment ago: read, not verified again). */
export function sessionIdOf(body: IssuedSession): string {
  return String(decodeJwt(body.access_token).session_id);
}
