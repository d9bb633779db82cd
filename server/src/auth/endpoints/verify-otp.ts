import { GoTrueErrorCode } from "@common/errors/gotrue";
import type { Context } from "hono";
import { isPlainObject, readJson } from "../../http/body";
import { clientIp } from "../../http/client-ip";
import { authError } from "../../http/errors";
import type { AuthContext } from "../context";
import { checkPhoneCode } from "../models/phone-codes";
import { applyPhoneChange, confirmPhone, findUserByPhone, findUsersByPhoneChange, type UserRow } from "../models/users";
import { normalizePhone } from "../phone";
import { badJson } from "../request";
import { openSession } from "../session-tokens";

const INVALID = "Token has expired or is invalid";

/**
 * POST /verify { phone, token, type: "sms" | "phone_change" }: the SMS code (decision 1015). « sms » signs in (and
 * confirms a new account's number); « phone_change » links the number the signed-in account asked for with PUT /user.
 * Either way the answer is a new session, as GoTrue's. Wrong, expired or worn-out codes get GoTrue's 403 otp_expired.
 */
export const verifyOtp = (ctx: AuthContext) => async (c: Context) => {
  const body = await readJson(c);
  if (!isPlainObject(body)) return badJson(c);
  const type = body.type;
  if (type !== "sms" && type !== "phone_change")
    return authError(c, 400, GoTrueErrorCode.validationFailed, "Verify requires a verification type");
  const phone = normalizePhone(body.phone);
  if (!phone)
    return authError(c, 400, GoTrueErrorCode.validationFailed, "Invalid phone number format (E.164 required)");
  const token = typeof body.token === "string" ? body.token.trim() : "";
  if (!(await ctx.phoneLimits.consume("verify", `ip:${clientIp(c)}`)))
    return authError(c, 429, GoTrueErrorCode.overRequestRateLimit, "Request rate limit reached");

  const result = await ctx.db.transaction(async (tx) => {
    // « sms »: the account with this number. « phone_change »: every account waiting to link it (each code is its
    // own account's: a stranger asking for the same number cannot block the owner's).
    const candidates =
      type === "sms"
        ? [await findUserByPhone(tx, phone)].filter((u) => u !== undefined)
        : await findUsersByPhoneChange(tx, phone);
    let user: UserRow | undefined;
    let check: "ok" | "invalid" | "expired" = "invalid";
    for (const candidate of candidates) {
      const outcome = await checkPhoneCode(tx, candidate.id, type, phone, token);
      if (outcome === "ok") {
        user = candidate;
        check = "ok";
        break;
      }
      if (outcome === "expired") check = "expired";
    }
    if (!user) return { outcome: check === "ok" ? ("invalid" as const) : check };
    if (type === "phone_change") {
      const owner = await findUserByPhone(tx, phone);
      if (owner && owner.id !== user.id) return { outcome: "taken" as const };
      user = await applyPhoneChange(tx, user.id);
    } else user = await confirmPhone(tx, user.id);
    return { outcome: "session" as const, session: await openSession(tx, ctx.tokens, user) };
  });
  if (result.outcome === "taken")
    return authError(c, 422, GoTrueErrorCode.phoneExists, "Phone number already registered by another user");
  if (result.outcome !== "session") return authError(c, 403, GoTrueErrorCode.otpExpired, INVALID);
  return c.json(result.session);
};
