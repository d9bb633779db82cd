import { paymentStatus } from "./payment-status.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(paymentStatus));
