import type { Queryable } from "../../db/database";

/** auth.sessions: one row per signed-in device; deleting it (cascade) deletes its refresh tokens. */
export async function insertSession(db: Queryable, id: string, userId: string): Promise<void> {
  await db.query("insert into auth.sessions (id, user_id) values ($1, $2)", [id, userId]);
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
