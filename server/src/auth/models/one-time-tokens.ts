import { randomBytes } from "node:crypto";
import type { Queryable } from "../../db/database";
import { hashToken } from "./token-hash";
import type { UserRow } from "./users";

/** The e-mailed, single-use tokens of auth.one_time_tokens. */
export type OneTimeTokenType = "recovery" | "email_change_current" | "email_change_new";

/** A new token (stored hashed), valid `ttlSeconds`; the plain token goes into the e-mailed link. */
export async function issueOneTimeToken(
  db: Queryable,
  userId: string,
  type: OneTimeTokenType,
  ttlSeconds: number,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [userId, type, hashToken(token), ttlSeconds],
  );
  return token;
}

/** Voids the user's pending links: all of them, the recovery ones, or both e-mail change ones. */
export async function deleteOneTimeTokens(
  db: Queryable,
  userId: string,
  kind: "all" | "recovery" | "email_change",
): Promise<void> {
  if (kind === "all") await db.query("delete from auth.one_time_tokens where user_id = $1", [userId]);
  else if (kind === "recovery")
    await db.query("delete from auth.one_time_tokens where user_id = $1 and token_type = 'recovery'", [userId]);
  else
    await db.query("delete from auth.one_time_tokens where user_id = $1 and token_type like 'email\\_change\\_%'", [
      userId,
    ]);
}

/** Uses a valid recovery token (once) and returns its user; undefined when unknown, used or expired. */
export async function consumeRecoveryToken(db: Queryable, token: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `update auth.one_time_tokens t set used_at = now()
     from auth.users u
     where t.token_hash = $1 and t.token_type = 'recovery' and t.used_at is null and t.expires_at > now() and u.id = t.user_id
     returning u.*`,
    [hashToken(token)],
  );
  return rows[0];
}

/** Uses a valid e-mail change token (either link, once) and returns its user's id. */
export async function consumeEmailChangeToken(db: Queryable, token: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>(
    `update auth.one_time_tokens set used_at = now()
     where token_hash = $1 and token_type in ('email_change_current', 'email_change_new') and used_at is null and expires_at > now()
     returning user_id`,
    [hashToken(token)],
  );
  return rows[0]?.user_id;
}
