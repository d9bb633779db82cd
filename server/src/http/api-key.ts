import { GoTrueErrorCode } from "@common/errors/gotrue";
import { POSTGREST_ERRORS, postgrestErrorBody, type PostgrestErrorEntry } from "@common/errors/postgrest";
import type { Context, MiddlewareHandler } from "hono";
import type { Claims, JwtKeys } from "../auth/jwt";
import type { SessionRegistry } from "../auth/sessions";
import { isLoopbackRequest } from "./client-ip";

const bearer = (header: string | undefined) => (header ? /^bearer\s+(\S+)$/i.exec(header)?.[1] : undefined);

/** What the gateway needs besides the signing key, set once per request by `apiGate` (see app.ts). */
export interface ApiGate {
  /** Open sessions: an access token whose session was signed out or revoked is refused. */
  sessions: SessionRegistry;
  /** ALLOW_DEMO_KEYS_REMOTE: tokens signed with the public development secret also work from other machines. */
  allowDemoKeysRemote: boolean;
}

const GATE = "apiGate";

export const apiGate =
  (gate: ApiGate): MiddlewareHandler =>
  async (c, next) => {
    c.set(GATE as never, gate as never);
    await next();
  };

function gateOf(c: Context): ApiGate {
  const gate = c.get(GATE as never) as ApiGate | undefined;
  if (!gate) throw new Error("requestClaims needs the apiGate middleware in front of the API routes");
  return gate;
}

function invalidToken(
  c: Context,
  error: typeof POSTGREST_ERRORS.jwtInvalid | typeof POSTGREST_ERRORS.jwtExpired,
  message: string,
) {
  c.header("WWW-Authenticate", `Bearer error="invalid_token", error_description="${message}"`);
  return c.json(postgrestErrorBody(error, { message }), error.status);
}

/**
 * The gateway's check (Kong on Supabase): every API call carries a valid project key. For data calls, the
 * caller is then the bearer token's role (the anon key itself when signed out), as PostgREST decides it, and a
 * user's token must belong to a session that is still open (GoTrue's session_id claim): after a logout or a
 * password change, the tokens of the ended sessions are refused here too, not only on /auth/v1.
 */
export async function requestClaims(
  c: Context,
  keys: JwtKeys,
  api: "rest" | "auth" | "storage",
): Promise<Claims | Response> {
  const gate = gateOf(c);
  // The gateway's refusals: Kong's fields (message, hint) plus GoTrue's (code, error_code, msg) on /auth/v1 and
  // PostgREST's (code, details) on /rest/v1, so each client library reads them as its own errors.
  const refuse = (authCode: GoTrueErrorCode, restError: PostgrestErrorEntry, message: string, hint: string) =>
    c.json(
      api === "auth"
        ? { code: authCode, error_code: authCode, msg: message, message, hint }
        : postgrestErrorBody(restError, { message, hint }),
      401,
    );
  if (keys.publicDemoSecret && !gate.allowDemoKeysRemote && !isLoopbackRequest(c)) {
    // With the published secret anyone can sign any token: the API then only answers this machine.
    return refuse(
      GoTrueErrorCode.noAuthorization,
      POSTGREST_ERRORS.jwtInvalid,
      "The public development keys only work from this machine",
      "This server signs tokens with the public Supabase development secret. Set your own JWT_SECRET (README: running it for real), or ALLOW_DEMO_KEYS_REMOTE=true on a trusted network.",
    );
  }
  const apiKey = c.req.header("apikey") ?? c.req.query("apikey");
  // Supabase's gateway lets Storage calls through on their bearer token alone (Storage checks the JWT itself).
  if (!apiKey && api === "storage" && bearer(c.req.header("authorization"))) return bearerClaims(c, keys, gate);
  if (!apiKey) {
    return refuse(
      GoTrueErrorCode.noAuthorization,
      POSTGREST_ERRORS.noApiKey,
      "No API key found in request",
      "No `apikey` request header or url param was found.",
    );
  }
  const key = await keys.verify(apiKey);
  if (!key.ok || key.claims.role === "authenticated") {
    return refuse(
      GoTrueErrorCode.badJwt,
      POSTGREST_ERRORS.jwtInvalid,
      "Invalid API key",
      "Double check your Supabase `anon` or `service_role` API key.",
    );
  }
  if (api === "auth") return key.claims;
  return bearer(c.req.header("authorization")) ? bearerClaims(c, keys, gate) : key.claims;
}

/** The caller named by the bearer token: its role, and for a user a session still open. */
export async function bearerClaims(c: Context, keys: JwtKeys, gate = gateOf(c)): Promise<Claims | Response> {
  const token = bearer(c.req.header("authorization"))!;
  const result = await keys.verify(token);
  if (!result.ok) {
    return result.reason === "expired"
      ? invalidToken(c, POSTGREST_ERRORS.jwtExpired, POSTGREST_ERRORS.jwtExpired.message)
      : invalidToken(c, POSTGREST_ERRORS.jwtInvalid, "JWT could not be verified");
  }
  const { claims } = result;
  // Tokens minted with the project secret outside GoTrue (no session_id) are accepted, as PostgREST does.
  if (claims.role === "authenticated" && claims.session_id !== undefined) {
    const live = typeof claims.session_id === "string" && (await gate.sessions.isLive(claims.session_id, claims.sub!));
    if (!live) return invalidToken(c, POSTGREST_ERRORS.jwtInvalid, "JWT session has ended (signed out or revoked)");
  }
  return claims;
}
