import { paymentLinkPayer } from "../_shared/payment-link.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(paymentLinkPayer));
