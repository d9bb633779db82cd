import { leaveWaitlist } from "../_shared/enrolment.ts";

Deno.serve(leaveWaitlist);
