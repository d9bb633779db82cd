import { paymentStatus } from "../_shared/payments/payment-status.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(paymentStatus));
