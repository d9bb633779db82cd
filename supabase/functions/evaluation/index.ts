import { evaluation } from "../_shared/evaluation.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(evaluation));
