import { evaluation } from "../_shared/evaluation.ts";

Deno.serve(evaluation);
