import { enrol } from "./enrol.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(enrol));
