import type { Context } from "hono";

/** GET /settings: the sign-up options, as supabase-js may ask for them. */
export const settings = (c: Context) =>
  c.json({ external: { email: true }, disable_signup: false, mailer_autoconfirm: true, phone_autoconfirm: false });
