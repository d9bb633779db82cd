import { reconcileTransfer } from "../_shared/payments/staff.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(reconcileTransfer));
