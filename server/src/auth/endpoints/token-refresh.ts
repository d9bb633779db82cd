import { GoTrueErrorCode } from "@common/errors/gotrue";
import type { Context } from "hono";
import { clientIp } from "../../http/client-ip";
import { authError } from "../../http/errors";
import type { AuthContext } from "../context";
import { createRefreshToken, lockRefreshToken, revokeRefreshToken } from "../models/refresh-tokens";
import { touchSession } from "../models/sessions";
import { findUserById } from "../models/users";
import { overRateLimit } from "../request";
import { sessionBody } from "../session-tokens";

/** POST /token?grant_type=refresh_token: exchanges a refresh token (once) for a new access and refresh token. */
export async function refreshTokenGrant(c: Context, ctx: AuthContext, body: Record<string, unknown>) {
  const token = body.refresh_token;
  if (typeof token !== "string" || token === "")
    return authError(c, 400, GoTrueErrorCode.validationFailed, "Refresh token is required");
  const blocked = await overRateLimit(c, ctx, "refresh");
  if (blocked) return blocked;
  const notFound = () =>
    authError(c, 400, GoTrueErrorCode.refreshTokenNotFound, "Invalid Refresh Token: Refresh Token Not Found");
  return ctx.db.transaction(async (tx) => {
    const stored = await lockRefreshToken(tx, token);
    if (!stored) return notFound();
    if (stored.revoked) {
      // Reuse of a rotated token: someone else may hold the session, so the whole family is revoked.
      await ctx.sessions.end(tx, { session: stored.session_id });
      return authError(c, 400, GoTrueErrorCode.refreshTokenAlreadyUsed, "Invalid Refresh Token: Already Used");
    }
    const user = await findUserById(tx, stored.user_id);
    if (!user) return notFound();
    if (user.email) await ctx.knownAddresses.remember(user.email, clientIp(c), tx);
    await revokeRefreshToken(tx, token);
    await touchSession(tx, stored.session_id);
    const refreshToken = await createRefreshToken(tx, user.id, stored.session_id, token);
    return c.json(await sessionBody(ctx.tokens, user, stored.session_id, refreshToken));
  });
}
