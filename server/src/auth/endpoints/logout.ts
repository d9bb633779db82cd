import { GoTrueErrorCode } from "@common/errors/gotrue";
import type { Context } from "hono";
import { authError } from "../../http/errors";
import { caller } from "../caller";
import type { AuthContext } from "../context";

/** POST /logout?scope=global|local|others: ends sessions; their access tokens are refused at once. */
export const logout = (ctx: AuthContext) => async (c: Context) => {
  const who = await caller(c, ctx);
  if ("error" in who) return who.error;
  const scope = c.req.query("scope") ?? "global";
  if (scope === "global") await ctx.sessions.end(ctx.db, { user: who.user.id });
  else if (scope === "local") await ctx.sessions.end(ctx.db, { session: who.sessionId });
  else if (scope === "others") await ctx.sessions.end(ctx.db, { user: who.user.id, except: who.sessionId });
  else return authError(c, 400, GoTrueErrorCode.validationFailed, "Unsupported logout scope");
  return c.body(null, 204);
};
