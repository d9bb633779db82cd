import type { UserRow } from "./models/users";

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
    ...(user.email_change
      ? { new_email: user.email_change, email_change_sent_at: iso(user.email_change_sent_at ?? null) }
      : {}),
  };
}
