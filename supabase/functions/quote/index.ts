import { quotePdf } from "../_shared/quotes.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(quotePdf));
