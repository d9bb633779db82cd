import { refundPayment } from "./refund-payment.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(refundPayment));
