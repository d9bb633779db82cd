import { quotePdf } from "./quote.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(quotePdf));
