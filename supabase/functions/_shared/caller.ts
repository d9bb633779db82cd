import { decodeJwt } from "jose";

/** The claims of the caller's token that the functions use. */
export interface CallerClaims {
  role: string;
  sub?: string;
  [claim: string]: unknown;
}

/**
 * The caller's claims, read from the bearer token. Functions deployed with `verify_jwt = true` (all that use this)
 * only receive requests whose token the platform — or the local gateway, which does the same — has verified, so the
 * token is decoded here, not verified a second time. No token or an unreadable one: the anonymous role.
 */
export function callerClaims(request: Request): CallerClaims {
  const token = /^Bearer (.+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  if (!token) return { role: "anon" };
  try {
    const claims = decodeJwt(token);
    return { ...claims, role: typeof claims.role === "string" ? claims.role : "anon" };
  } catch {
    return { role: "anon" };
  }
}
