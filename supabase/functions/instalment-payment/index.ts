import { instalmentPayment } from "../_shared/pricing-instalment-payment.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(instalmentPayment));
