import { GoTrueErrorCode } from "@common/errors/gotrue";
import type { Context } from "hono";
import { z } from "zod";
import { isPlainObject, readJson } from "../../http/body";
import { clientIp } from "../../http/client-ip";
import { authError } from "../../http/errors";
import type { AuthContext } from "../context";
import { recoveryMail } from "../mails";
import { deleteOneTimeTokens, issueOneTimeToken } from "../models/one-time-tokens";
import { findUserByEmail } from "../models/users";
import { siteRedirect } from "../redirect";
import { badJson, invalidEmail } from "../request";

export const RECOVERY_TOKEN_TTL_SECONDS = 3600;
/** Every /recover answer takes this long, for known and unknown addresses alike. */
export const RECOVER_RESPONSE_MS = 400;
/** The site's page where a recovery link lands unless the request named another page of the site. */
export const DEFAULT_RECOVERY_PATH = "/reinitialiser-mot-de-passe";
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** POST /recover: e-mails a single-use link that signs the person in on the reset page. */
export const recover = (ctx: AuthContext) => async (c: Context) => {
  const body = await readJson(c);
  if (!isPlainObject(body)) return badJson(c);
  const email = z.string().trim().max(254).pipe(z.email()).safeParse(body.email);
  if (!email.success) return invalidEmail(c);
  if (!(await ctx.rateLimiter.allow("recover", clientIp(c), email.data))) {
    return authError(c, 429, GoTrueErrorCode.overEmailSendRateLimit, "email rate limit exceeded");
  }
  // The answer is the same whether or not the address has an account, and so is its timing: it is sent when
  // RECOVER_RESPONSE_MS has passed, whatever work (token, e-mail) the address needed. A slow mail server never
  // delays it; its failures are logged.
  const answerAt = delay(RECOVER_RESPONSE_MS);
  const user = await findUserByEmail(ctx.db, email.data);
  if (user) {
    const token = await ctx.db.transaction(async (tx) => {
      await deleteOneTimeTokens(tx, user.id, "recovery");
      return issueOneTimeToken(tx, user.id, "recovery", RECOVERY_TOKEN_TTL_SECONDS);
    });
    const redirectTo = siteRedirect(ctx.siteUrl, c.req.query("redirect_to"), DEFAULT_RECOVERY_PATH);
    const link = `${ctx.siteUrl}/auth/v1/verify?token=${token}&type=recovery&redirect_to=${encodeURIComponent(redirectTo)}`;
    const sending = ctx.mailer
      .send({ to: user.email, link, ...recoveryMail(ctx.siteName, link) })
      .catch((error: unknown) => console.error("[auth] recovery e-mail not sent:", error));
    await Promise.race([sending, answerAt]);
  }
  await answerAt;
  return c.json({});
};
