import { reconcileTransfer } from "../_shared/payments/staff.ts";

Deno.serve(reconcileTransfer);
