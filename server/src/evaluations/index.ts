import type { EdgeFunction, PublicEdgeFunction } from "../functions/edge-function";
import { evaluationFunction } from "./evaluation-function";

export { registerEvaluationJobs } from "./evaluation-jobs";

/** The evaluation functions still served by Node (quality-report runs in Deno, supabase/functions). */
export const evaluationFunctions: Record<string, EdgeFunction | PublicEdgeFunction> = {
  evaluation: evaluationFunction,
};
