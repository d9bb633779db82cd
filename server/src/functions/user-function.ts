import type { Context } from "hono";
import type { z } from "zod";
import { jsonObjectBody, type BodyReader } from "./body";
import { functionError, type EdgeFunction, type FunctionContext } from "./edge-function";

// The body's fields are checked the same way in both runtimes: the Deno functions' own module, shared.
export { bodyRule, field } from "../../../supabase/functions/_shared/body.ts";

export interface UserFunctionRequest<Body> {
  c: Context;
  context: FunctionContext;
  /** The signed-in caller's id (auth.users.id). */
  userId: string;
  body: Body;
}

export interface UserFunction<S extends z.ZodType> {
  /** Serve only POST: another method is answered 400 method_not_allowed. */
  postOnly?: boolean;
  /** The answer to a caller who is not signed in (401; default code not_signed_in). */
  signedOut?: { code: string; message: string };
  /** How the JSON object is read (default: `jsonObjectBody`, which needs its Content-Type). */
  readBody?: BodyReader;
  /** The body: an object of `field`s (optionally under a `bodyRule`); the first refusal, in field order, is answered. */
  body: S;
  /** The errors the client can act on (a database refusal…) as their answer, or null for ours: rethrown, 500. */
  refusal?: (c: Context, error: unknown) => Response | null;
  handler(request: UserFunctionRequest<z.output<S>>): Promise<Response>;
}

/**
 * An Edge Function for a signed-in user, with the prologue and epilogue every such function shares: the method,
 * the signed-in caller, the JSON body read and checked with clear French 4xx answers, then the handler, whose
 * refusals are answered and whose other errors are rethrown.
 */
export function defineUserFunction<S extends z.ZodType>(spec: UserFunction<S>): EdgeFunction {
  const signedOut = spec.signedOut ?? { code: "not_signed_in", message: "Connectez-vous pour continuer." };
  const readBody = spec.readBody ?? jsonObjectBody;
  return async (c, context) => {
    if (spec.postOnly && c.req.method !== "POST") return functionError(c, 400, "method_not_allowed", "Utilisez POST.");
    const userId = context.claims.role === "authenticated" ? context.claims.sub : undefined;
    if (!userId) return functionError(c, 401, signedOut.code, signedOut.message);
    const raw = await readBody(c);
    if (raw instanceof Response) return raw;
    const parsed = spec.body.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const code = issue?.code === "custom" ? (issue.params as { code?: string } | undefined)?.code : undefined;
      return functionError(
        c,
        422,
        code ?? "invalid_body",
        code ? issue.message : "Le corps de la requête est incomplet.",
      );
    }
    try {
      return await spec.handler({ c, context, userId, body: parsed.data });
    } catch (error) {
      const answer = spec.refusal?.(c, error);
      if (answer) return answer;
      throw error;
    }
  };
}
