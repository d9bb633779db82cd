import { agreementFunction } from "../_shared/agreements.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(agreementFunction));
