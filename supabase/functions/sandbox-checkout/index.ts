import { sandboxCheckout } from "./sandbox-checkout.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(sandboxCheckout));
