import { joinWaitlist } from "./join-waitlist.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(joinWaitlist));
