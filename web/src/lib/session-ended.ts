import { MutationCache, QueryCache } from "@tanstack/react-query";

/** PostgREST's refusals of a bearer token (common/errors/postgrest.ts): invalid or ended session, expired token. */
const ENDED_SESSION_CODES = new Set(["PGRST301", "PGRST303"]);

/**
 * True for an error that means the person's session is over (signed out elsewhere, revoked by a password change,
 * expired): the API refused the token itself, so nothing on the page can load until they sign in again.
 */
export function isSessionEndedError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { name, code, status } = error as { name?: unknown; code?: unknown; status?: unknown };
  // A function's refusal (FunctionCallError, ~/lib/invoke-function; not imported so the shell stays without supabase-js).
  if (name === "FunctionCallError") return status === 401 && (code === "invalid_token" || code === "not_signed_in");
  if (typeof code === "string" && ENDED_SESSION_CODES.has(code)) return true;
  // auth-js: a refresh token that was revoked or is unknown (the session ended on the server).
  return status === 401 && (code === "session_not_found" || code === "refresh_token_not_found");
}

let forgetting: Promise<void> | null = null;

/**
 * Forgets the ended session in this browser (supabase-js's local sign-out): the signed-in layout then sees nobody
 * and sends the person to sign in again, saying why, and back to this page afterwards (issue 48 item 3).
 */
export function forgetEndedSession(): Promise<void> {
  forgetting ??= import("./supabase")
    .then(({ getSupabase }) => getSupabase())
    .then((client) => client.auth.signOut({ scope: "local" }))
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      forgetting = null;
    });
  return forgetting;
}

/** A read or an action the API refused because the session is over: forget it, so the gate asks to sign in again. */
function onError(error: unknown) {
  if (isSessionEndedError(error)) void forgetEndedSession();
}

/** The query client's caches that watch every read and action for an ended session (the app's and the tests'). */
export function sessionEndedCaches() {
  return { queryCache: new QueryCache({ onError }), mutationCache: new MutationCache({ onError }) };
}
