import { GoTrueErrorCode } from "@common/errors/gotrue";
import type { Context } from "hono";
import { authError } from "../http/errors";
import type { AuthContext } from "./context";
import { findUserById, type UserRow } from "./models/users";

export type Caller = { user: UserRow; sessionId: string } | { error: Response };

/** The signed-in caller, from the access token, with a live session; or the error to answer with. */
export async function caller(c: Context, ctx: AuthContext): Promise<Caller> {
  const header = c.req.header("authorization") ?? "";
  const token = /^bearer\s+(.+)$/i.exec(header)?.[1];
  if (!token)
    return { error: authError(c, 401, GoTrueErrorCode.noAuthorization, "This endpoint requires a Bearer token") };
  const result = await ctx.keys.verify(token);
  if (!result.ok) {
    // GoTrue's sentence, which clients match on (auth-js's own suite expects it to start with "invalid JWT").
    const why = result.reason === "expired" ? ", token has invalid claims: token is expired" : "";
    return {
      error: authError(c, 403, GoTrueErrorCode.badJwt, `invalid JWT: unable to parse or verify signature${why}`),
    };
  }
  if (result.claims.role !== "authenticated" || !result.claims.sub) {
    return { error: authError(c, 403, GoTrueErrorCode.badJwt, "Invalid JWT: not a user token") };
  }
  const sessionId = result.claims.session_id;
  if (typeof sessionId !== "string" || !(await ctx.sessions.isLive(sessionId, result.claims.sub))) {
    return {
      error: authError(c, 403, GoTrueErrorCode.sessionNotFound, "Session from session_id claim in JWT does not exist"),
    };
  }
  const user = await findUserById(ctx.db, result.claims.sub);
  if (!user)
    return { error: authError(c, 403, GoTrueErrorCode.userNotFound, "User from sub claim in JWT does not exist") };
  return { user, sessionId };
}
