import { signedInCaller, type CallerClaims } from "../caller.ts";
import { DatabaseRefusal, asCaller } from "../clients.ts";
import { functionError, refusalsOf } from "../responses.ts";
import { readSmallJsonObject } from "./edge.ts";

/**
 * The admin's prologue of the staff payment functions (POST, a signed-in admin, a small JSON object), in the order
 * the Node functions had it: a learner gets 403 whatever they send. The SQL entry points check the admin again.
 */
export async function adminRequest(request: Request): Promise<{ caller: CallerClaims; body: Record<string, unknown> } | Response> {
  if (request.method !== "POST") return functionError(400, "method_not_allowed", "Utilisez POST.");
  const caller = await signedInCaller(request);
  if (caller instanceof Response) return caller;
  const { data: isAdmin, error } = await asCaller(request).rpc("is_admin");
  if (error) throw new DatabaseRefusal(error.code, error.message);
  if (isAdmin !== true) return functionError(403, "admin_only", "Réservé aux administrateurs.");
  const body = await readSmallJsonObject(request);
  if (body instanceof Response) return body;
  return { caller, body };
}

/** PA403 of the SQL entry points (the role changed since the check): answered as the check would have. */
export const adminRefusal = refusalsOf("staffPayment");
