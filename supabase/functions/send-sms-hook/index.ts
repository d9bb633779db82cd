import { env } from "../_shared/env.ts";
import { sendSmsHook } from "./sms-hook.ts";

// Auth's « Send SMS » hook (decision 1015): the Auth server's signed call; the code leaves by the SMS provider.
Deno.serve((request) => sendSmsHook(request, env));
