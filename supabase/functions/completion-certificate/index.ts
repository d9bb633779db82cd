import { completionCertificate } from "./completion-certificate.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(completionCertificate));
