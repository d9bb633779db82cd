import { GoTrueErrorCode } from "@common/errors/gotrue";
import type { Context } from "hono";
import { isPlainObject, readJson } from "../../http/body";
import { clientIp } from "../../http/client-ip";
import { authError } from "../../http/errors";
import type { AuthContext } from "../context";
import { EMAIL_CHANGE_LANDING_PATH, requestEmailChange } from "../email-change";
import { findUserByEmail, lockUser } from "../models/users";
import { siteRedirect } from "../redirect";
import { badJson, emailSchema, invalidEmail } from "../request";
import { RECOVER_RESPONSE_MS } from "./recover";

const RESEND_TYPES = ["signup", "email_change", "sms", "phone_change"] as const;
type ResendType = (typeof RESEND_TYPES)[number];
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * POST /resend: GoTrue's « send that link again ». Accounts are confirmed when they sign up (mailer_autoconfirm),
 * so a signup confirmation has nothing to resend; a pending e-mail change gets fresh links to both inboxes. The
 * answer is the same, and takes as long, whether or not the address has an account or a pending change.
 */
export const resend = (ctx: AuthContext) => async (c: Context) => {
  const body = await readJson(c);
  if (!isPlainObject(body)) return badJson(c);
  const type = body.type as ResendType;
  if (!RESEND_TYPES.includes(type)) {
    return authError(
      c,
      400,
      GoTrueErrorCode.validationFailed,
      `Missing one of these types: ${RESEND_TYPES.join(", ")}`,
    );
  }
  if (type === "sms" || type === "phone_change") {
    return authError(c, 400, GoTrueErrorCode.phoneProviderDisabled, "Unsupported phone provider");
  }
  if (body.email === undefined || body.email === null || body.email === "") {
    return authError(c, 400, GoTrueErrorCode.validationFailed, "Type provided requires an email address");
  }
  const email = emailSchema.safeParse(body.email);
  if (!email.success) return invalidEmail(c);
  // One budget for every link sent by e-mail on request, as GoTrue's e-mail rate limit is.
  if (!(await ctx.rateLimiter.allow("recover", clientIp(c), email.data))) {
    return authError(c, 429, GoTrueErrorCode.overEmailSendRateLimit, "email rate limit exceeded");
  }

  const answerAt = delay(RECOVER_RESPONSE_MS);
  if (type === "email_change") {
    const redirectTo = siteRedirect(ctx.siteUrl, c.req.query("redirect_to"), EMAIL_CHANGE_LANDING_PATH);
    const sending = resendEmailChange(ctx, email.data, redirectTo).catch((error: unknown) =>
      console.error("[auth] e-mail change links not sent again:", error),
    );
    await Promise.race([sending, answerAt]);
  }
  await answerAt;
  return c.json({});
};

async function resendEmailChange(ctx: AuthContext, email: string, redirectTo: string) {
  const known = await findUserByEmail(ctx.db, email);
  if (!known?.email_change) return;
  await ctx.db.transaction(async (tx) => {
    const user = await lockUser(tx, known.id);
    if (!user?.email_change) return;
    await requestEmailChange(tx, user, user.email_change, {
      mailer: ctx.mailer,
      siteName: ctx.siteName,
      siteUrl: ctx.siteUrl,
      redirectTo,
    });
  });
}
