import { GoTrueErrorCode } from "@common/errors/gotrue";
import type { Context } from "hono";
import { clientIp } from "../../http/client-ip";
import { authError } from "../../http/errors";
import { sendUnlockLink } from "../account-lock";
import type { AuthContext } from "../context";
import { findUserByEmail } from "../models/users";
import { DUMMY_HASH, passwords } from "../passwords";
import { credentialsSchema } from "../request";
import { openSignInSession } from "../session-tokens";

/** POST /token?grant_type=password: sign-in with e-mail and password. */
export async function passwordGrant(c: Context, ctx: AuthContext, body: Record<string, unknown>) {
  const parsed = credentialsSchema.safeParse(body);
  if (!parsed.success)
    return authError(c, 400, GoTrueErrorCode.validationFailed, "A valid email and password are required");
  const account = parsed.data.email.trim().toLowerCase();
  const ip = clientIp(c);
  // Two separate limits (decision 0701): every attempt counts against the address; failed ones count against
  // the account, and an account over its limit is closed to new addresses only, never to where its owner
  // signed up or signs in from — someone else's wrong passwords cannot lock the owner out. Both are counted in the
  // database, shared by every server instance (decision 0771).
  if (!(await ctx.rateLimiter.consume("token", `ip:${ip}`))) {
    return authError(c, 429, GoTrueErrorCode.overRequestRateLimit, "Request rate limit reached");
  }
  if (
    (await ctx.rateLimiter.exhausted("tokenAccount", `account:${account}`)) &&
    !(await ctx.knownAddresses.has(account, ip))
  ) {
    return authError(
      c,
      429,
      GoTrueErrorCode.overRequestRateLimit,
      "Too many failed sign-in attempts for this account from new locations; try again later or reset the password",
    );
  }
  const user = await findUserByEmail(ctx.db, parsed.data.email.trim());
  // An unknown address costs the same bcrypt comparison as a wrong password.
  const passwordOk = await passwords.compare(parsed.data.password, user?.encrypted_password ?? DUMMY_HASH);
  if (!user || !passwordOk) {
    const failures = await ctx.rateLimiter.count("tokenAccount", `account:${account}`);
    // The failure that closes the account: its owner gets a link that signs them in (decision 0772).
    if (user && failures === ctx.rateLimiter.limitOf("tokenAccount")) void sendUnlockLink(ctx, user);
    return authError(c, 400, GoTrueErrorCode.invalidCredentials, "Invalid login credentials");
  }
  const { session, sessionId } = await openSignInSession(ctx.db, ctx.tokens, user.id, { account, ip });
  // Committed: the screen's first calls, made at once with the new token, need not look the session up.
  ctx.sessions.opened(sessionId, user.id);
  return c.json(session);
}
