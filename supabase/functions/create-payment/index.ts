import { createPayment } from "./create-payment.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(createPayment));
