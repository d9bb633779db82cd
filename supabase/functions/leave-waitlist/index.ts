import { leaveWaitlist } from "./leave-waitlist.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(leaveWaitlist));
