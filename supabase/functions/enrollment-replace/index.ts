import { enrollmentReplace } from "./enrollment-replace.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(enrollmentReplace));
