import type { Context } from "hono";
import type { Claims, JwtKeys } from "../auth/jwt";

const bearer = (header: string | undefined) => (header ? /^bearer\s+(\S+)$/i.exec(header)?.[1] : undefined);

/**
 * The gateway's check (Kong on Supabase): every API call carries a valid project key. For data calls, the
 * caller is then the bearer token's role (the anon key itself when signed out), as PostgREST decides it.
 */
export async function requestClaims(c: Context, keys: JwtKeys, api: "rest" | "auth"): Promise<Claims | Response> {
  const apiKey = c.req.header("apikey") ?? c.req.query("apikey");
  if (!apiKey) {
    return c.json({ message: "No API key found in request", hint: "No `apikey` request header or url param was found." }, 401);
  }
  const key = await keys.verify(apiKey);
  if (!key.ok || key.claims.role === "authenticated") {
    return c.json({ message: "Invalid API key", hint: "Double check your Supabase `anon` or `service_role` API key." }, 401);
  }
  if (api === "auth") return key.claims;

  const token = bearer(c.req.header("authorization"));
  if (!token) return key.claims;
  const result = await keys.verify(token);
  if (result.ok) return result.claims;
  const message = result.reason === "expired" ? "JWT expired" : "JWT could not be verified";
  c.header("WWW-Authenticate", `Bearer error="invalid_token", error_description="${message}"`);
  return c.json({ code: result.reason === "expired" ? "PGRST303" : "PGRST301", message, details: null, hint: null }, 401);
}
