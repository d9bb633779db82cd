import { paymentLinkPayer } from "./payment-link-payer.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(paymentLinkPayer));
