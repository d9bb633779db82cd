import type { z } from "zod";
import type {
  FunctionName,
  FunctionQuery,
  FunctionRead,
  FunctionRequest,
  FunctionResponse,
  ReadFunctionName,
} from "@common/functions/contract";
import { jsonResponse } from "./responses.ts";

/**
 * The JSON answer of the function `name`, checked against the `response` common/functions/contract.ts gives it (the
 * web's client reads the same type), so a renamed field fails `npm run typecheck:functions` (decision 1103).
 */
export function contractAnswer<N extends FunctionName>(
  _name: N,
  body: Exclude<FunctionResponse<N>, Blob>,
  status = 200,
): Response {
  return jsonResponse(body, status);
}

/**
 * A body schema reading every field of the `request` common/functions/contract.ts gives the function `N`, by name: a
 * field renamed on either side fails `npm run typecheck:functions`. Each field's value is checked as it is parsed
 * (its schema turns the wire's value into the handler's: a date, `{ value }` for a field that may be cleared).
 */
export type ContractBody<N extends FunctionName> = {
  shape: { [K in keyof FunctionRequest<N>]-?: z.ZodType };
};

/** The JSON a link's GET reads (`read` in common/functions/contract.ts: quote-response, agreement-response, payment-link-payer). */
export function contractRead<N extends ReadFunctionName>(_name: N, body: Exclude<FunctionRead<N>, Blob>): Response {
  return jsonResponse(body);
}

/** A name of the function `N`'s request, in any of its cases (an action's own fields too). */
type RequestKey<N extends FunctionName> = FunctionRequest<N> extends infer R ? (R extends unknown ? keyof R & string : never) : never;

/**
 * A body read by hand rather than by a schema: each field `unknown` until checked, its name one of the `request`
 * common/functions/contract.ts gives the function `N` (a misspelt or renamed one fails the type check).
 */
export type ContractFields<N extends FunctionName> = { readonly [K in RequestKey<N>]?: unknown };

/** The query parameter `key` of a link's GET, its name one of the function's `query` in common/functions/contract.ts. */
export function contractQuery<N extends FunctionName>(url: URL, _name: N, key: keyof FunctionQuery<N> & string): string | null {
  return url.searchParams.get(key);
}
