import { paymentWebhook } from "./payment-webhook.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(paymentWebhook));
