import type { Context } from "hono";
import { caller } from "../caller";
import type { AuthContext } from "../context";
import { userJson } from "../user-json";

/** GET /user: the signed-in user. */
export const getUser = (ctx: AuthContext) => async (c: Context) => {
  const who = await caller(c, ctx);
  if ("error" in who) return who.error;
  return c.json(userJson(who.user));
};
