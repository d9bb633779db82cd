import { leaveWaitlist } from "../_shared/enrollment.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(leaveWaitlist));
