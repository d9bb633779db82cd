import { GoTrueErrorCode } from "@common/errors/gotrue";
import { passwordWeakness } from "@common/password-rule";
import type { Context } from "hono";
import { isPlainObject, readJson } from "../../http/body";
import { clientIp } from "../../http/client-ip";
import { authError } from "../../http/errors";
import type { AuthContext } from "../context";
import { insertEmailUser } from "../models/users";
import { passwords } from "../passwords";
import {
  badJson,
  credentialsSchema,
  emailSchema,
  invalidEmail,
  overRateLimit,
  sanitizeMetadata,
  weakPassword,
} from "../request";
import { openSession } from "../session-tokens";

/** POST /signup: a confirmed account and its first session at once (mailer_autoconfirm). */
export const signup = (ctx: AuthContext) => async (c: Context) => {
  const body = await readJson(c);
  if (!isPlainObject(body)) return badJson(c);
  const parsed = credentialsSchema.safeParse(body);
  if (!parsed.success)
    return authError(c, 400, GoTrueErrorCode.validationFailed, "Signup requires a valid email and password");
  const email = emailSchema.safeParse(parsed.data.email);
  if (!email.success) return invalidEmail(c);
  const blocked = await overRateLimit(c, ctx, "signup", email.data);
  if (blocked) return blocked;
  const weakness = passwordWeakness(parsed.data.password, ctx.passwordRule);
  if (weakness) return weakPassword(c, weakness);

  const passwordHash = await passwords.hash(parsed.data.password);
  const metadata = sanitizeMetadata(body.data);
  try {
    const session = await ctx.db.transaction(async (tx) => {
      const user = await insertEmailUser(tx, { email: email.data, passwordHash, metadata });
      // Where the owner signed up from is a known address: strangers' wrong passwords cannot lock them out of it.
      await ctx.knownAddresses.remember(email.data, clientIp(c), tx);
      return openSession(tx, ctx.tokens, user);
    });
    return c.json(session);
  } catch (error) {
    if ((error as { code?: string }).code === "23505")
      return authError(c, 422, GoTrueErrorCode.userAlreadyExists, "User already registered");
    throw error;
  }
};
