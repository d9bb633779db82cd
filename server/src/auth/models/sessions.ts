import type { Queryable } from "../../db/database";
import { KNOWN_ADDRESS_DAYS } from "./shared-limits";
import type { UserRow } from "./users";

/** auth.sessions: one row per signed-in device; deleting it (cascade) deletes its refresh tokens. */
export async function insertSession(db: Queryable, id: string, userId: string): Promise<void> {
  await db.query("insert into auth.sessions (id, user_id) values ($1, $2)", [id, userId]);
}

/**
 * A password sign-in's writes in one statement (decision 1131): the address remembered for the account (decision
 * 0701), the session, its first refresh token and the user's last sign-in. A statement's data-modifying parts commit
 * together, and the refresh token's foreign key to its session is checked at the statement's end. Returns the user,
 * or undefined when they no longer exist.
 */
export async function insertSignInSession(
  db: Queryable,
  opened: { userId: string; sessionId: string; refreshTokenHash: string; account: string; address: string },
): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    `with known as (
       insert into private.known_sign_in_addresses (account, address, until)
       values ($1, $2, now() + make_interval(days => ${KNOWN_ADDRESS_DAYS}))
       on conflict (account, address) do update set until = excluded.until
     ), opened as (
       insert into auth.sessions (id, user_id) values ($4, $3)
     ), refresh as (
       insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($5, $3, $4, null)
     )
     update auth.users set last_sign_in_at = now() where id = $3 returning *`,
    [opened.account, opened.address, opened.userId, opened.sessionId, opened.refreshTokenHash],
  );
  return rows[0];
}

/** Marks the session used (a refresh). */
export async function touchSession(db: Queryable, id: string): Promise<void> {
  await db.query("update auth.sessions set updated_at = now() where id = $1", [id]);
}

/** The session's user, or undefined when the session no longer exists. */
export async function sessionUserId(db: Queryable, id: string): Promise<string | undefined> {
  const { rows } = await db.query<{ user_id: string }>("select user_id from auth.sessions where id = $1", [id]);
  return rows[0]?.user_id;
}

/** Deletes one session, or every session of a user but `except`; returns the ids deleted. */
export async function deleteSessions(
  db: Queryable,
  which: { session: string } | { user: string; except?: string },
): Promise<string[]> {
  const { rows } =
    "session" in which
      ? await db.query<{ id: string }>("delete from auth.sessions where id = $1 returning id", [which.session])
      : await db.query<{ id: string }>(
          "delete from auth.sessions where user_id = $1 and id is distinct from $2 returning id",
          [which.user, which.except ?? null],
        );
  return rows.map((row) => row.id);
}
