import { refundPayment } from "../_shared/payments/staff.ts";

Deno.serve(refundPayment);
