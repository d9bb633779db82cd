import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Queryable } from "../db/database";
import type { JwtKeys } from "./jwt";

export interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  encrypted_password: string;
  email_confirmed_at: Date | string | null;
  last_sign_in_at: Date | string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  created_at: Date | string;
  updated_at: Date | string;
  /** A pending e-mail change (GoTrue's secure e-mail change), absent on rows read before the column existed. */
  email_change?: string | null;
  email_change_sent_at?: Date | string | null;
}

const iso = (value: Date | string | null) => (value === null ? undefined : new Date(value).toISOString());

/** The user object as GoTrue serialises it (null timestamps left out). */
export function userJson(user: UserRow) {
  const createdAt = iso(user.created_at)!;
  const identityData = { email: user.email, email_verified: true, phone_verified: false, sub: user.id };
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: "",
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: { ...user.raw_user_meta_data, ...identityData },
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData,
        provider: "email",
        last_sign_in_at: iso(user.last_sign_in_at) ?? createdAt,
        created_at: createdAt,
        updated_at: iso(user.updated_at),
        email: user.email,
      },
    ],
    created_at: createdAt,
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
    ...(user.email_change ? { new_email: user.email_change, email_change_sent_at: iso(user.email_change_sent_at ?? null) } : {}),
  };
}

/** Refresh tokens are stored hashed: a leaked database does not hand out sessions. */
export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export function findUserByEmail(db: Queryable, email: string) {
  return db
    .query<UserRow>("select * from auth.users where lower(email) = lower($1)", [email])
    .then((r) => r.rows[0]);
}

export function findUserById(db: Queryable, id: string) {
  return db.query<UserRow>("select * from auth.users where id = $1", [id]).then((r) => r.rows[0]);
}

export async function createRefreshToken(db: Queryable, userId: string, sessionId: string, parent: string | null) {
  const token = randomBytes(24).toString("base64url");
  await db.query(
    "insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)",
    [hashToken(token), userId, sessionId, parent],
  );
  return token;
}

export interface IssuedSession {
  access_token: string;
  token_type: "bearer";
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
}

export async function accessToken(keys: JwtKeys, issuer: string, user: UserRow, sessionId: string, expiresIn: number) {
  const now = Math.floor(Date.now() / 1000);
  const token = await keys.sign(
    {
      iss: issuer,
      sub: user.id,
      aud: "authenticated",
      email: user.email,
      phone: "",
      app_metadata: user.raw_app_meta_data,
      user_metadata: userJson(user).user_metadata,
      role: "authenticated",
      aal: "aal1",
      amr: [{ method: "password", timestamp: now }],
      session_id: sessionId,
      is_anonymous: false,
    },
    expiresIn,
  );
  return { token, expiresAt: now + expiresIn };
}

/** Opens a new session (sign-up, sign-in) and returns the body GoTrue answers with. */
export async function openSession(
  db: Queryable,
  keys: JwtKeys,
  issuer: string,
  user: UserRow,
  expiresIn: number,
): Promise<IssuedSession> {
  const sessionId = randomUUID();
  await db.query("insert into auth.sessions (id, user_id) values ($1, $2)", [sessionId, user.id]);
  const refreshToken = await createRefreshToken(db, user.id, sessionId, null);
  const { token, expiresAt } = await accessToken(keys, issuer, user, sessionId, expiresIn);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: expiresIn,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}
