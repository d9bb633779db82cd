import { enrollmentReplace } from "../_shared/enrollment-transfer.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(enrollmentReplace));
