import { evaluation } from "./evaluation.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(evaluation));
