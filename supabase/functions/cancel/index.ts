import { cancel } from "../_shared/enrollment.ts";

Deno.serve(cancel);
