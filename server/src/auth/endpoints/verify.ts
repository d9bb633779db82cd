import { GoTrueErrorCode } from "@common/errors/gotrue";
import type { Context } from "hono";
import { clientIp } from "../../http/client-ip";
import type { AuthContext } from "../context";
import { EMAIL_CHANGE_LANDING_PATH, SINGLE_CONFIRMATION_ACCEPTED, verifyEmailChange } from "../email-change";
import { consumeRecoveryToken } from "../models/one-time-tokens";
import { siteRedirect } from "../redirect";
import { openSession } from "../session-tokens";
import { DEFAULT_RECOVERY_PATH } from "./recover";

/**
 * GET /verify?type=recovery|email_change&token=…: opened from the e-mails (no API key). Each token works once; the
 * result (a session, or the error) goes back to the site in the URL fragment.
 */
export const verify = (ctx: AuthContext) => async (c: Context) => {
  const type = c.req.query("type");
  const token = c.req.query("token") ?? "";
  const landing = type === "email_change" ? EMAIL_CHANGE_LANDING_PATH : DEFAULT_RECOVERY_PATH;
  const redirectTo = siteRedirect(ctx.siteUrl, c.req.query("redirect_to"), landing);
  const fail = (code: GoTrueErrorCode, description: string) =>
    c.redirect(
      `${redirectTo}#${new URLSearchParams({ error: "access_denied", error_code: code, error_description: description })}`,
      303,
    );
  if ((type !== "recovery" && type !== "email_change") || token === "") {
    return fail(GoTrueErrorCode.validationFailed, "Unsupported verification link");
  }
  const result = await ctx.db.transaction(async (tx) => {
    if (type === "email_change") {
      const verified = await verifyEmailChange(tx, token);
      if (verified.outcome !== "changed") return verified;
      return { outcome: "session" as const, session: await openSession(tx, ctx.tokens, verified.user) };
    }
    const user = await consumeRecoveryToken(tx, token);
    if (!user) return { outcome: "invalid" as const };
    // The owner proved the mailbox from here: this address may sign in even while strangers keep the account locked.
    await ctx.knownAddresses.remember(user.email, clientIp(c), tx);
    return { outcome: "session" as const, session: await openSession(tx, ctx.tokens, user) };
  });
  switch (result.outcome) {
    case "invalid":
      return fail(GoTrueErrorCode.otpExpired, "Email link is invalid or has expired");
    case "email-taken":
      return fail(GoTrueErrorCode.emailExists, "A user with this email address has already been registered");
    case "first-confirmed":
      return c.redirect(`${redirectTo}#${new URLSearchParams({ message: SINGLE_CONFIRMATION_ACCEPTED })}`, 303);
  }
  const { session } = result;
  const fragment = new URLSearchParams({
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: "bearer",
    type,
  });
  return c.redirect(`${redirectTo}#${fragment}`, 303);
};
