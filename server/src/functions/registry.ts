import { paymentFunctions } from "../payments";
import type { EdgeFunction, PublicEdgeFunction } from "./edge-function";

/**
 * The functions still served by this Node server under /functions/v1/<name>. Those with a folder in supabase/functions
 * run in Deno, as Supabase Edge Functions (edge-runtime.ts); the others move there one by one (issue 29).
 */
export const edgeFunctions: Record<string, EdgeFunction | PublicEdgeFunction> = {
  ...paymentFunctions,
};
