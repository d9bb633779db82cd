import { GoTrueErrorCode } from "@common/errors/gotrue";
import type { Context } from "hono";
import { isPlainObject, readJson } from "../../http/body";
import { clientIp } from "../../http/client-ip";
import { authError } from "../../http/errors";
import type { AuthContext } from "../context";
import { findUserByPhone, insertPhoneUser, type UserRow } from "../models/users";
import { deletePhoneCode, issuePhoneCode } from "../models/phone-codes";
import { callSmsHook, normalizePhone, SmsHookError } from "../phone";
import { badJson, sanitizeMetadata } from "../request";

/** GoTrue's answer to a number asked again within the minute. */
export const TOO_SOON = "For security purposes, you can only request this after 60 seconds.";

/**
 * Sends `user` a code for `phone` through the « Send SMS » hook; the error response, or undefined once sent.
 * Shared by POST /otp and PUT /user { phone } (decision 1015).
 */
export async function sendPhoneCode(
  c: Context,
  ctx: AuthContext,
  user: UserRow,
  kind: "sms" | "phone_change",
  phone: string,
): Promise<Response | undefined> {
  const hook = ctx.smsHook;
  if (!hook) return authError(c, 400, GoTrueErrorCode.phoneProviderDisabled, "Unsupported phone provider");
  // Every request counts against the client's address; a number counts the codes it was actually sent.
  const perAddress = await ctx.phoneLimits.consume("smsSent", `ip:${clientIp(c)}`);
  if (!perAddress || (await ctx.phoneLimits.exhausted("smsPerPhone", `phone:${phone}`)))
    return authError(c, 429, GoTrueErrorCode.overSmsSendRateLimit, "SMS rate limit exceeded");
  const code = await issuePhoneCode(ctx.db, user.id, kind, phone);
  if (code === undefined) return authError(c, 429, GoTrueErrorCode.overSmsSendRateLimit, TOO_SOON);
  await ctx.phoneLimits.count("smsPerPhone", `phone:${phone}`);
  try {
    // The hook sends to the number being confirmed: the account's number, or the one being linked.
    await callSmsHook(hook, kind === "phone_change" ? { ...user, phone } : user, code);
  } catch (error) {
    if (!(error instanceof SmsHookError)) throw error;
    console.error("[auth] SMS code not sent:", error.message);
    await deletePhoneCode(ctx.db, user.id, kind);
    return authError(c, 500, GoTrueErrorCode.smsSendFailed, "Error sending SMS OTP");
  }
  return undefined;
}

/**
 * POST /otp { phone, create_user, data }: a code by SMS to sign in, or to sign up when the number has no account
 * and create_user is not false (GoTrue's phone OTP). E-mail magic links are not offered (422 otp_disabled).
 */
export const otp = (ctx: AuthContext) => async (c: Context) => {
  const body = await readJson(c);
  if (!isPlainObject(body)) return badJson(c);
  if (body.phone === undefined)
    return authError(c, 422, GoTrueErrorCode.otpDisabled, "Email logins are disabled: use a password or a phone");
  if (body.channel !== undefined && body.channel !== "sms")
    return authError(c, 400, GoTrueErrorCode.validationFailed, "Only the sms channel is supported");
  const phone = normalizePhone(body.phone);
  if (!phone)
    return authError(c, 400, GoTrueErrorCode.validationFailed, "Invalid phone number format (E.164 required)");
  let user = await findUserByPhone(ctx.db, phone);
  if (!user) {
    if (body.create_user === false)
      return authError(c, 422, GoTrueErrorCode.otpDisabled, "Signups not allowed for otp");
    user = await insertPhoneUser(ctx.db, phone, sanitizeMetadata(body.data));
  }
  const failed = await sendPhoneCode(c, ctx, user, "sms", phone);
  if (failed) return failed;
  return c.json({ message_id: null });
};
