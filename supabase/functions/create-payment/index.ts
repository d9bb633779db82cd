import { createPayment } from "../_shared/payments/create-payment.ts";

Deno.serve(createPayment);
