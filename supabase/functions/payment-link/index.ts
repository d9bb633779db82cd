import { paymentLink } from "./payment-link.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(paymentLink));
