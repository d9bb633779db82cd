import { enrol } from "../_shared/enrollment.ts";

Deno.serve(enrol);
