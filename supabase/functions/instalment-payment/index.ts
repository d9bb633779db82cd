import { instalmentPayment } from "./pricing-instalment-payment.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(instalmentPayment));
