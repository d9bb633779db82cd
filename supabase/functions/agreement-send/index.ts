import { agreementSend } from "./agreement-send.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(agreementSend));
