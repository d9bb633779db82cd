import { sandboxCheckout } from "../_shared/payments/sandbox-checkout.ts";

Deno.serve(sandboxCheckout);
