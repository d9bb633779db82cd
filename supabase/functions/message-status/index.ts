import { callRpc } from "../_shared/clients.ts";
import { env } from "../_shared/env.ts";
import { messageStatus } from "./callbacks.ts";

// The SMS and WhatsApp providers' signed callbacks: delivery reports and STOP (decision 1009).
Deno.serve((request) => messageStatus(request, { call: callRpc, settings: env }));
