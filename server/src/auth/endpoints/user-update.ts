import { GoTrueErrorCode } from "@common/errors/gotrue";
import { passwordWeakness } from "@common/password-rule";
import type { Context } from "hono";
import { isPlainObject, readJson } from "../../http/body";
import { clientIp } from "../../http/client-ip";
import { authError } from "../../http/errors";
import { caller } from "../caller";
import type { AuthContext } from "../context";
import { EMAIL_CHANGE_LANDING_PATH, requestEmailChange } from "../email-change";
import { deleteOneTimeTokens } from "../models/one-time-tokens";
import { clearEmailChange, findUserByPhone, startPhoneChange, updateUser as updateUserRow } from "../models/users";
import { normalizePhone } from "../phone";
import { sendPhoneCode } from "./otp";
import { DUMMY_HASH, passwords } from "../passwords";
import { siteRedirect } from "../redirect";
import { badJson, emailSchema, invalidEmail, sanitizeMetadata, weakPassword } from "../request";
import { userJson } from "../user-json";

/** PUT /user: a new password, a new e-mail address (confirmed by both inboxes) and/or user metadata. */
export const updateUser = (ctx: AuthContext) => async (c: Context) => {
  const who = await caller(c, ctx);
  if ("error" in who) return who.error;
  const body = await readJson(c);
  if (!isPlainObject(body)) return badJson(c);
  const changes: { passwordHash?: string; metadata?: Record<string, unknown> } = {};
  if (body.password !== undefined) {
    if (typeof body.password !== "string")
      return authError(c, 400, GoTrueErrorCode.validationFailed, "Password must be a string");
    const weakness = passwordWeakness(body.password, ctx.passwordRule);
    if (weakness) return weakPassword(c, weakness);
    if (await passwords.compare(body.password, who.user.encrypted_password ?? DUMMY_HASH)) {
      return authError(c, 422, GoTrueErrorCode.samePassword, "New password should be different from the old password.");
    }
    changes.passwordHash = await passwords.hash(body.password);
  }
  let newEmail: string | undefined;
  if (body.email !== undefined) {
    const email = emailSchema.safeParse(body.email);
    if (!email.success) return invalidEmail(c);
    if (email.data.toLowerCase() !== (who.user.email ?? "").toLowerCase()) newEmail = email.data;
  }
  // A number to link (decision 1015): a code goes to it and the number is the account's once verified with
  // type « phone_change ». Asked alone, as GoTrue's clients do.
  if (body.phone !== undefined && body.phone !== "") {
    const phone = normalizePhone(body.phone);
    if (!phone)
      return authError(c, 400, GoTrueErrorCode.validationFailed, "Invalid phone number format (E.164 required)");
    if (phone !== who.user.phone || !who.user.phone_confirmed_at) {
      const owner = await findUserByPhone(ctx.db, phone);
      if (owner && owner.id !== who.user.id)
        return authError(c, 422, GoTrueErrorCode.phoneExists, "Phone number already registered by another user");
      const failed = await sendPhoneCode(c, ctx, who.user, "phone_change", phone);
      if (failed) return failed;
      who.user = await startPhoneChange(ctx.db, who.user.id, phone);
    }
  }
  if (newEmail !== undefined) {
    const perAccount = await ctx.rateLimiter.consume("emailChange", `user:${who.user.id}`);
    const perAddress = await ctx.rateLimiter.consume("emailChange", `ip:${clientIp(c)}`);
    if (!perAccount || !perAddress)
      return authError(c, 429, GoTrueErrorCode.overEmailSendRateLimit, "email rate limit exceeded");
  }
  if (body.data !== undefined) changes.metadata = sanitizeMetadata(body.data);
  const rowChanges = changes.passwordHash !== undefined || changes.metadata !== undefined;
  if (!rowChanges && newEmail === undefined) return c.json(userJson(who.user));

  const updated = await ctx.db.transaction(async (tx) => {
    let user = rowChanges ? await updateUserRow(tx, who.user.id, changes) : who.user;
    // As GoTrue: a new password signs out every other session (a thief's included) and voids every e-mailed
    // link still pending (recovery, e-mail change); this session continues.
    if (changes.passwordHash !== undefined) {
      await ctx.sessions.end(tx, { user: who.user.id, except: who.sessionId });
      await deleteOneTimeTokens(tx, who.user.id, "all");
      user = await clearEmailChange(tx, who.user.id);
    }
    // A new address takes effect only once both inboxes confirmed it (decision 0702): a stolen access token
    // is not enough to take the account over.
    if (newEmail !== undefined) {
      const redirectTo = siteRedirect(ctx.siteUrl, c.req.query("redirect_to"), EMAIL_CHANGE_LANDING_PATH);
      user = await requestEmailChange(tx, user, newEmail, {
        mailer: ctx.mailer,
        siteName: ctx.siteName,
        siteUrl: ctx.siteUrl,
        redirectTo,
      });
    }
    return user;
  });
  return c.json(userJson(updated));
};
