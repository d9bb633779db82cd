import { joinWaitlist } from "../_shared/enrollment.ts";

Deno.serve(joinWaitlist);
