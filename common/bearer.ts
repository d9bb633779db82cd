/**
 * The one rule by which an `Authorization` header names a caller, shared by the local gateway in front of the Edge
 * Functions (server/src/functions/routes.ts) and by every function that reads its caller
 * (supabase/functions/_shared/caller.ts): exactly `Bearer`, one space, and one JWT in its compact form — three
 * base64url parts, the last one (the signature) not empty. Anything else (two tokens, extra or other whitespace,
 * commas, another scheme or casing, an unsigned token) is not a bearer token and is refused, never read as "no
 * token": a header the two ends parsed differently was how a forged caller got past the gateway (issue 42).
 */
const BEARER_JWT = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/;

/** The JWT an `Authorization` header carries; undefined when the header is anything but `Bearer <one JWT>`. */
export function bearerToken(header: string): string | undefined {
  return BEARER_JWT.exec(header)?.[1];
}
