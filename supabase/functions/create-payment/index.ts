import { createPayment } from "../_shared/payments/create-payment.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(createPayment));
