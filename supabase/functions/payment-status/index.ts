import { paymentStatus } from "../_shared/payments/payment-status.ts";

Deno.serve(paymentStatus);
