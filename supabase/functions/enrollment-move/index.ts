import { enrollmentMove } from "./enrollment-move.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(enrollmentMove));
