import { sandboxCheckout } from "../_shared/payments/sandbox-checkout.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(sandboxCheckout));
