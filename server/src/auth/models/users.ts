import type { Queryable } from "../../db/database";

/** A row of auth.users (GoTrue's columns that this subset uses). */
export interface UserRow {
  id: string;
  aud: string;
  role: string;
  /** Null for an account made with a phone number only (decision 1015). */
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
  /** 0 until the first of the two e-mail change links is opened, then 1. */
  email_change_confirm_status?: number;
  /** E.164's digits without « + » (GoTrue's form), confirmed by an SMS code; a number being linked waits in phone_change. */
  phone?: string | null;
  phone_confirmed_at?: Date | string | null;
  phone_change?: string | null;
  phone_change_sent_at?: Date | string | null;
}

const first = (result: { rows: UserRow[] }) => result.rows[0];

export function findUserByEmail(db: Queryable, email: string): Promise<UserRow | undefined> {
  return db.query<UserRow>("select * from auth.users where lower(email) = lower($1)", [email]).then(first);
}

export function findUserById(db: Queryable, id: string): Promise<UserRow | undefined> {
  return db.query<UserRow>("select * from auth.users where id = $1", [id]).then(first);
}

/** The row, locked until the end of the transaction. */
export function lockUser(db: Queryable, id: string): Promise<UserRow | undefined> {
  return db.query<UserRow>("select * from auth.users where id = $1 for update", [id]).then(first);
}

/** Whether another account already uses this address (any case). */
export async function emailTakenByOther(db: Queryable, email: string, userId: string): Promise<boolean> {
  const { rows } = await db.query("select 1 from auth.users where lower(email) = lower($1) and id <> $2", [
    email,
    userId,
  ]);
  return rows.length > 0;
}

/**
 * A confirmed e-mail/password account, signed in at once (sign-ups are auto-confirmed). A taken address fails
 * with the unique violation 23505.
 */
export function insertEmailUser(
  db: Queryable,
  user: { email: string; passwordHash: string; metadata: Record<string, unknown> },
): Promise<UserRow> {
  return db
    .query<UserRow>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, $2, now(), now(), $3, $4) returning *`,
      [
        user.email,
        user.passwordHash,
        JSON.stringify({ provider: "email", providers: ["email"] }),
        JSON.stringify(user.metadata),
      ],
    )
    .then((r) => r.rows[0]);
}

/** A new password hash and/or user metadata merged into the old (PUT /user). */
export function updateUser(
  db: Queryable,
  id: string,
  changes: { passwordHash?: string; metadata?: Record<string, unknown> },
): Promise<UserRow> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  if (changes.passwordHash !== undefined) {
    params.push(changes.passwordHash);
    sets.push(`encrypted_password = $${params.length}`);
  }
  if (changes.metadata !== undefined) {
    params.push(JSON.stringify(changes.metadata));
    sets.push(`raw_user_meta_data = raw_user_meta_data || $${params.length}::jsonb`);
  }
  return db
    .query<UserRow>(`update auth.users set ${sets.join(", ")}, updated_at = now() where id = $1 returning *`, params)
    .then((r) => r.rows[0]);
}

/** Forgets a pending e-mail change (a new password voids it). */
export function clearEmailChange(db: Queryable, id: string): Promise<UserRow> {
  return db
    .query<UserRow>(
      "update auth.users set email_change = null, email_change_sent_at = null, email_change_confirm_status = 0 where id = $1 returning *",
      [id],
    )
    .then((r) => r.rows[0]);
}

/** Records a requested new address, waiting for both confirmations. */
export function startEmailChange(db: Queryable, id: string, newEmail: string): Promise<UserRow> {
  return db
    .query<UserRow>(
      `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now()
       where id = $1 returning *`,
      [id, newEmail],
    )
    .then((r) => r.rows[0]);
}

export async function recordFirstEmailChangeConfirmation(db: Queryable, id: string): Promise<void> {
  await db.query("update auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1", [id]);
}

/** The pending address becomes the account's address. */
export function applyEmailChange(db: Queryable, id: string): Promise<UserRow> {
  return db
    .query<UserRow>(
      `update auth.users set email = email_change, email_change = null, email_change_sent_at = null,
         email_change_confirm_status = 0, updated_at = now(), email_confirmed_at = coalesce(email_confirmed_at, now()),
         raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}',
           (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from jsonb_array_elements_text(
              coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || '["email"]'::jsonb) p))
       where id = $1 returning *`,
      [id],
    )
    .then((r) => r.rows[0]);
}

export function findUserByPhone(db: Queryable, phone: string): Promise<UserRow | undefined> {
  return db.query<UserRow>("select * from auth.users where phone = $1", [phone]).then(first);
}

/** The accounts waiting to link this number (PUT /user { phone }): each has its own code. */
export async function findUsersByPhoneChange(db: Queryable, phone: string): Promise<UserRow[]> {
  const { rows } = await db.query<UserRow>("select * from auth.users where phone_change = $1 order by id", [phone]);
  return rows;
}

/** An account made with a phone number (POST /otp with create_user): unconfirmed until its first SMS code. */
export function insertPhoneUser(db: Queryable, phone: string, metadata: Record<string, unknown>): Promise<UserRow> {
  return db
    .query<UserRow>(
      `insert into auth.users (phone, raw_app_meta_data, raw_user_meta_data) values ($1, $2, $3)
       on conflict (phone) do update set phone = excluded.phone returning *`,
      [phone, JSON.stringify({ provider: "phone", providers: ["phone"] }), JSON.stringify(metadata)],
    )
    .then((r) => r.rows[0]);
}

/** The SMS code was right: the number is confirmed (and the account signed in). */
export function confirmPhone(db: Queryable, id: string): Promise<UserRow> {
  return db
    .query<UserRow>(
      `update auth.users set phone_confirmed_at = coalesce(phone_confirmed_at, now()), last_sign_in_at = now(),
         updated_at = now() where id = $1 returning *`,
      [id],
    )
    .then((r) => r.rows[0]);
}

/** A number to link, waiting for its code (PUT /user { phone }). */
export function startPhoneChange(db: Queryable, id: string, phone: string): Promise<UserRow> {
  return db
    .query<UserRow>(
      "update auth.users set phone_change = $2, phone_change_sent_at = now(), updated_at = now() where id = $1 returning *",
      [id, phone],
    )
    .then((r) => r.rows[0]);
}

/** The linked number's code was right: it becomes the account's confirmed number (23505 if taken meanwhile). */
export function applyPhoneChange(db: Queryable, id: string): Promise<UserRow> {
  return db
    .query<UserRow>(
      `update auth.users set phone = phone_change, phone_confirmed_at = now(), phone_change = null,
         phone_change_sent_at = null, last_sign_in_at = now(), updated_at = now(),
         raw_app_meta_data = jsonb_set(raw_app_meta_data, '{providers}',
           (select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from jsonb_array_elements_text(
              coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || '["phone"]'::jsonb) p))
       where id = $1 returning *`,
      [id],
    )
    .then((r) => r.rows[0]);
}
