import type { z } from "zod";
import { parseBody, readJsonObject } from "./body.ts";
import { signedInCaller, type CallerClaims } from "./caller.ts";

export interface UserFunctionRequest<Body> {
  request: Request;
  /** The signed-in caller's claims; `claims.sub` is their id (auth.users.id). */
  claims: CallerClaims & { sub: string };
  body: Body;
}

export interface UserFunction<S extends z.ZodType> {
  /** The body: an object of `field`s; the first refusal, in field order, is answered 422. */
  body: S;
  /** The errors the client can act on (a database refusal…) as their answer, or null for ours: rethrown, 500. */
  refusal?: (error: unknown) => Response | null;
  handler(request: UserFunctionRequest<z.output<S>>): Promise<Response>;
}

/**
 * An Edge Function for a signed-in user (`Deno.serve(userFunction({...}))`), with the prologue every such function
 * shares: the signed-in caller (its token verified here, caller.ts), the JSON body read and checked with clear French 4xx answers, then the handler,
 * whose refusals are answered and whose other errors are rethrown (the runtime answers 500).
 */
export function userFunction<S extends z.ZodType>(spec: UserFunction<S>): (request: Request) => Promise<Response> {
  return async (request) => {
    const claims = await signedInCaller(request);
    if (claims instanceof Response) return claims;
    const raw = await readJsonObject(request);
    if (raw instanceof Response) return raw;
    const body = parseBody(spec.body, raw);
    if (body instanceof Response) return body;
    try {
      return await spec.handler({ request, claims, body });
    } catch (error) {
      const answer = spec.refusal?.(error);
      if (answer) return answer;
      throw error;
    }
  };
}
