import { randomBytes } from "node:crypto";
import type { Queryable } from "../../db/database";
import { hashToken } from "./token-hash";

export interface StoredRefreshToken {
  user_id: string;
  session_id: string;
  /** Set once the token has been exchanged: presenting it again is a reuse. */
  revoked: boolean;
}

/** A refresh token's random text, as handed out (it is stored hashed). */
export const newRefreshToken = () => randomBytes(24).toString("base64url");

/** A new refresh token of the session (stored hashed); `parent` is the token it replaces, if any. */
export async function createRefreshToken(
  db: Queryable,
  userId: string,
  sessionId: string,
  parent: string | null,
): Promise<string> {
  const token = newRefreshToken();
  await db.query("insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)", [
    hashToken(token),
    userId,
    sessionId,
    parent === null ? null : hashToken(parent),
  ]);
  return token;
}

/** The token's row, locked until the end of the transaction (two refreshes with one token cannot both win). */
export async function lockRefreshToken(db: Queryable, token: string): Promise<StoredRefreshToken | undefined> {
  const { rows } = await db.query<StoredRefreshToken>(
    "select user_id, session_id, revoked from auth.refresh_tokens where token = $1 for update",
    [hashToken(token)],
  );
  return rows[0];
}

export async function revokeRefreshToken(db: Queryable, token: string): Promise<void> {
  await db.query("update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1", [
    hashToken(token),
  ]);
}
