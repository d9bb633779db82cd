import { leaveWaitlist } from "../_shared/enrollment.ts";

Deno.serve(leaveWaitlist);
