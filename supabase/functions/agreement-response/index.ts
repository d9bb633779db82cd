import { agreementResponse } from "./agreement-response.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(agreementResponse));
