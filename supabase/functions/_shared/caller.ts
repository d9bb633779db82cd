import { bearerToken } from "@common/bearer";
import { createRemoteJWKSet, decodeJwt, decodeProtectedHeader, errors, jwtVerify, type JWTPayload } from "jose";
import { env, requiredEnv } from "./env.ts";
import { functionError } from "./responses.ts";

/** The claims of the caller's token that the functions use. */
export interface CallerClaims {
  role: "anon" | "authenticated" | "service_role";
  sub?: string;
  [claim: string]: unknown;
}

const ROLES: readonly CallerClaims["role"][] = ["anon", "authenticated", "service_role"];

/** How long a token Auth vouched for (the HS256 path without the secret) is trusted without asking again. */
const AUTH_CHECK_TTL_MS = 30_000;
const REMEMBERED = 1024;
const vouched = new Map<string, { claims: CallerClaims; until: number }>();
let jwks: ReturnType<typeof createRemoteJWKSet> | undefined;

type Verdict = { claims: CallerClaims } | { refusal: "invalid" | "expired" };

const refusals = {
  invalid: () => functionError(401, "invalid_token", "Votre session n'est pas valide : reconnectez-vous."),
  expired: () => functionError(401, "invalid_token", "Votre session a expiré : reconnectez-vous."),
};

/**
 * The caller, from a token this function verified itself (issue 42, decision 0993) — never from a claim it only
 * decoded. No `Authorization` header: the anonymous role. A header that is not exactly `Bearer <one JWT>`, a token
 * whose signature, expiry, role, audience or issuer does not hold: a 401 answer, whatever the gateway in front did.
 *
 * How a token is verified, as a hosted project's functions do it:
 * - the project's API keys (SUPABASE_ANON_KEY, SUPABASE_SERVICE_ROLE_KEY) are recognised as they are;
 * - an HS256 token is verified with the project's JWT secret when the function is given it (`JWT_SECRET`, which the
 *   local runtime sets); without it, Auth itself is asked (`GET /auth/v1/user`), which verifies the signature and
 *   that the session is still open;
 * - an RS256/ES256 token is verified against the project's published keys (`/auth/v1/.well-known/jwks.json`).
 */
export async function verifiedCaller(request: Request): Promise<CallerClaims | Response> {
  const header = request.headers.get("authorization");
  // An empty header is no header (clients send one to say "no token"); any other shape must be one bearer JWT.
  if (!header) return { role: "anon" };
  const token = bearerToken(header);
  if (!token) return refusals.invalid();
  const verdict = await verify(token);
  return "claims" in verdict ? verdict.claims : refusals[verdict.refusal]();
}

/** A signed-in user's verified claims, or the answer: 401 for an anonymous caller or a token that does not hold. */
export async function signedInCaller(request: Request): Promise<(CallerClaims & { sub: string }) | Response> {
  const caller = await verifiedCaller(request);
  if (caller instanceof Response) return caller;
  if (caller.role !== "authenticated" || typeof caller.sub !== "string")
    return functionError(401, "not_signed_in", "Connectez-vous pour continuer.");
  return { ...caller, sub: caller.sub };
}

async function verify(token: string): Promise<Verdict> {
  let alg: unknown;
  try {
    alg = decodeProtectedHeader(token).alg;
  } catch {
    return { refusal: "invalid" };
  }
  if (alg === "HS256") {
    const secret = env("JWT_SECRET");
    if (secret) return checked(() => jwtVerify(token, new TextEncoder().encode(secret), { algorithms: ["HS256"] }));
    return verifyWithoutSecret(token);
  }
  if (alg !== "RS256" && alg !== "ES256") return { refusal: "invalid" };
  jwks ??= createRemoteJWKSet(new URL(`${requiredEnv("SUPABASE_URL")}/auth/v1/.well-known/jwks.json`));
  return checked(() => jwtVerify(token, jwks!, { algorithms: ["RS256", "ES256"] }));
}

/** Runs a jose verification and checks what the functions rely on: a known role; for a user, a subject, audience and issuer. */
async function checked(verification: () => Promise<{ payload: JWTPayload }>): Promise<Verdict> {
  let payload: JWTPayload;
  try {
    ({ payload } = await verification());
  } catch (error) {
    return { refusal: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
  return accepted(payload);
}

function accepted(payload: JWTPayload): Verdict {
  const role = payload.role;
  if (typeof role !== "string" || !ROLES.includes(role as CallerClaims["role"])) return { refusal: "invalid" };
  if (role === "authenticated") {
    const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
    if (typeof payload.sub !== "string" || typeof payload.exp !== "number" || !audiences.includes("authenticated"))
      return { refusal: "invalid" };
    if (!trustedIssuers().includes(String(payload.iss))) return { refusal: "invalid" };
  }
  return { claims: { ...payload, role: role as CallerClaims["role"] } };
}

/** The issuers of this project's user tokens: its Auth server (`AUTH_ISSUER` where the public origin differs). */
function trustedIssuers(): string[] {
  const own = `${requiredEnv("SUPABASE_URL").replace(/\/+$/, "")}/auth/v1`;
  return [own, ...(env("AUTH_ISSUER") ?? "").split(",").map((issuer) => issuer.trim()).filter(Boolean)];
}

/** An HS256 token without the secret: one of the project's API keys, or a user's token Auth vouches for. */
async function verifyWithoutSecret(token: string): Promise<Verdict> {
  if (token === env("SUPABASE_ANON_KEY") || token === env("SUPABASE_SERVICE_ROLE_KEY")) {
    return accepted(decodeJwt(token));
  }
  const known = vouched.get(token);
  if (known && known.until > Date.now()) return { claims: known.claims };
  const payload = decodeJwt(token);
  if (typeof payload.exp === "number" && payload.exp * 1000 <= Date.now()) return { refusal: "expired" };
  const answer = await fetch(`${requiredEnv("SUPABASE_URL")}/auth/v1/user`, {
    headers: { apikey: requiredEnv("SUPABASE_ANON_KEY"), authorization: `Bearer ${token}` },
  });
  await answer.body?.cancel();
  if (!answer.ok) return { refusal: "invalid" };
  const verdict = accepted(payload);
  if ("claims" in verdict) {
    vouched.set(token, { claims: verdict.claims, until: Date.now() + AUTH_CHECK_TTL_MS });
    if (vouched.size > REMEMBERED) vouched.delete(vouched.keys().next().value!);
  }
  return verdict;
}
