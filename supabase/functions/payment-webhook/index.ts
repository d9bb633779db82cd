import { paymentWebhook } from "../_shared/payments/payment-webhook.ts";

Deno.serve(paymentWebhook);
