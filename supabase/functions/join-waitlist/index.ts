import { joinWaitlist } from "../_shared/enrolment.ts";

Deno.serve(joinWaitlist);
