import { invoice } from "./invoice.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(invoice));
