import type { z } from "zod";
import type { FunctionName, FunctionRequest, FunctionResponse } from "@common/functions/contract";
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

/** A body schema whose parse result is the `request` common/functions/contract.ts gives the function `N`. */
export type ContractBody<N extends FunctionName> = z.ZodType<FunctionRequest<N>>;
