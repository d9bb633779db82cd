import { randomUUID } from "node:crypto";
import type { Queryable } from "../db/database";
import type { JwtKeys } from "./jwt";
import { createRefreshToken, newRefreshToken } from "./models/refresh-tokens";
import { insertSession, insertSignInSession } from "./models/sessions";
import { knownAddressKey } from "./models/shared-limits";
import { hashToken } from "./models/token-hash";
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

/**
 * A password sign-in's session: its writes in one round trip instead of six (insertSignInSession, decision 1131).
 * Returns the session's id beside the body, for the registry (sessions.ts).
 */
export async function openSignInSession(
  db: Queryable,
  tokens: TokenIssuer,
  userId: string,
  from: { account: string; ip: string },
): Promise<{ session: IssuedSession; sessionId: string }> {
  const sessionId = randomUUID();
  const refreshToken = newRefreshToken();
  const [account, address] = knownAddressKey(from.account, from.ip);
  const user = await insertSignInSession(db, {
    userId,
    sessionId,
    refreshTokenHash: hashToken(refreshToken),
    account,
    address,
  });
  if (!user) throw new Error("the user signing in no longer exists");
  return { session: await sessionBody(tokens, user, sessionId, refreshToken), sessionId };
}
