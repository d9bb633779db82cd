import { quoteResponse } from "./quote-response.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(quoteResponse));
