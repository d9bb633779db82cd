import { quoteSend } from "./quote-send.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(quoteSend));
