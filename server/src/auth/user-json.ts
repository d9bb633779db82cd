import type { UserRow } from "./models/users";

const iso = (value: Date | string | null) => (value === null ? undefined : new Date(value).toISOString());

/** The user object as GoTrue serialises it (null timestamps left out). */
export function userJson(user: UserRow) {
  const createdAt = iso(user.created_at)!;
  const phoneVerified = !!user.phone && !!user.phone_confirmed_at;
  const identityData = {
    ...(user.email ? { email: user.email, email_verified: true } : {}),
    ...(user.phone ? { phone: user.phone } : {}),
    phone_verified: phoneVerified,
    sub: user.id,
  };
  const identity = (provider: "email" | "phone") => ({
    identity_id: user.id,
    id: user.id,
    user_id: user.id,
    identity_data: identityData,
    provider,
    last_sign_in_at: iso(user.last_sign_in_at) ?? createdAt,
    created_at: createdAt,
    updated_at: iso(user.updated_at),
    ...(provider === "email" ? { email: user.email } : {}),
  });
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phone_confirmed_at ?? null),
    confirmed_at: iso(user.email_confirmed_at ?? user.phone_confirmed_at ?? null),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: { ...user.raw_user_meta_data, ...identityData },
    identities: [
      ...(user.email ? [identity("email")] : []),
      ...(user.phone && user.phone_confirmed_at ? [identity("phone")] : []),
    ],
    created_at: createdAt,
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
    ...(user.email_change
      ? { new_email: user.email_change, email_change_sent_at: iso(user.email_change_sent_at ?? null) }
      : {}),
    ...(user.phone_change
      ? { new_phone: user.phone_change, phone_change_sent_at: iso(user.phone_change_sent_at ?? null) }
      : {}),
  };
}
