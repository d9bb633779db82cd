import type { Queryable } from "../../db/database";
import {
  PHONE_CODE_MAX_ATTEMPTS,
  PHONE_CODE_MIN_INTERVAL_SECONDS,
  PHONE_CODE_TTL_SECONDS,
  newPhoneCode,
  phoneCodeHash,
} from "../phone";

export type PhoneCodeKind = "sms" | "phone_change";

/**
 * Replaces the account's pending code of this kind; undefined when one was sent to the same number less than
 * PHONE_CODE_MIN_INTERVAL_SECONDS ago (GoTrue's « For security purposes, you can only request this after … »).
 */
export async function issuePhoneCode(
  db: Queryable,
  userId: string,
  kind: PhoneCodeKind,
  phone: string,
): Promise<string | undefined> {
  const code = newPhoneCode();
  const { rows } = await db.query(
    `insert into auth.phone_codes as p (user_id, kind, phone, code_hash, expires_at)
     values ($1, $2, $3, $4, now() + make_interval(secs => $5))
     on conflict (user_id, kind) do update
       set phone = excluded.phone, code_hash = excluded.code_hash, sent_at = now(), expires_at = excluded.expires_at,
           attempts = 0
       where p.phone <> excluded.phone or p.sent_at <= now() - make_interval(secs => $6)
     returning 1`,
    [userId, kind, phone, phoneCodeHash(userId, phone, code), PHONE_CODE_TTL_SECONDS, PHONE_CODE_MIN_INTERVAL_SECONDS],
  );
  return rows.length > 0 ? code : undefined;
}

export type CodeCheck = "ok" | "invalid" | "expired";

/**
 * Checks a code under the row's lock: right and in time, the code is used up; wrong, one attempt is counted and the
 * code dies at PHONE_CODE_MAX_ATTEMPTS; expired or dead, it is removed.
 */
export async function checkPhoneCode(
  db: Queryable,
  userId: string,
  kind: PhoneCodeKind,
  phone: string,
  code: string,
): Promise<CodeCheck> {
  const { rows } = await db.query<{ code_hash: string; live: boolean; attempts: number }>(
    `select code_hash, expires_at > now() as live, attempts from auth.phone_codes
     where user_id = $1 and kind = $2 and phone = $3 for update`,
    [userId, kind, phone],
  );
  const row = rows[0];
  if (!row) return "invalid";
  const remove = () => db.query("delete from auth.phone_codes where user_id = $1 and kind = $2", [userId, kind]);
  if (!row.live || row.attempts >= PHONE_CODE_MAX_ATTEMPTS) {
    await remove();
    return "expired";
  }
  if (/^[0-9]{6}$/.test(code) && phoneCodeHash(userId, phone, code) === row.code_hash) {
    await remove();
    return "ok";
  }
  if (row.attempts + 1 >= PHONE_CODE_MAX_ATTEMPTS) await remove();
  else
    await db.query("update auth.phone_codes set attempts = attempts + 1 where user_id = $1 and kind = $2", [
      userId,
      kind,
    ]);
  return "invalid";
}

/** Voids the account's pending code of this kind (the SMS could not be sent). */
export async function deletePhoneCode(db: Queryable, userId: string, kind: PhoneCodeKind): Promise<void> {
  await db.query("delete from auth.phone_codes where user_id = $1 and kind = $2", [userId, kind]);
}
