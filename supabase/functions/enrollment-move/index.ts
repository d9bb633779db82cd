import { enrollmentMove } from "../_shared/enrollment-transfer.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(enrollmentMove));
