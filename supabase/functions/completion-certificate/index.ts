import { completionCertificate } from "../_shared/documents.ts";

Deno.serve(completionCertificate);
