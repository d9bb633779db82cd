import type { Context } from "hono";
import type { Claims } from "../auth/jwt";
import { isPgError } from "../db/database";
import { functionError } from "./edge-function";

/** What a caller without a user is told by a function that needs one (issue 24 item 3). */
export const notSignedIn = (c: Context) => functionError(c, 401, "not_signed_in", "Connectez-vous pour continuer.");

/**
 * A database refusal of the caller's rights (42501, from Row Level Security or a grant) that a function let through:
 * 401 for a caller without a user, 403 for a signed-in one, never a 500. Other errors stay the server's (undefined).
 */
export function callerRefusal(c: Context, claims: Claims, error: unknown): Response | undefined {
  if (!isPgError(error) || error.code !== "42501") return undefined;
  if (claims.role === "anon") return notSignedIn(c);
  return functionError(c, 403, "forbidden", "Vous n'avez pas accès à cette ressource.");
}
