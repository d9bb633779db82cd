import { GoTrueErrorCode } from "@common/errors/gotrue";
import type { Context } from "hono";
import { isPlainObject, readJson } from "../../http/body";
import { authError } from "../../http/errors";
import type { AuthContext } from "../context";
import { badJson } from "../request";
import { passwordGrant } from "./token-password";
import { refreshTokenGrant } from "./token-refresh";

/** POST /token: dispatches on ?grant_type= (password, refresh_token). */
export const token = (ctx: AuthContext) => async (c: Context) => {
  const grantType = c.req.query("grant_type");
  const body = await readJson(c);
  if (!isPlainObject(body)) return badJson(c);
  if (grantType === "password") return passwordGrant(c, ctx, body);
  if (grantType === "refresh_token") return refreshTokenGrant(c, ctx, body);
  return authError(c, 400, GoTrueErrorCode.validationFailed, "Unsupported grant type");
};
