import { agreementFunction } from "./agreement.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(agreementFunction));
