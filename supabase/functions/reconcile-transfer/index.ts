import { reconcileTransfer } from "./reconcile-transfer.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(reconcileTransfer));
