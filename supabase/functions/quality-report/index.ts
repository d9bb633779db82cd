import { qualityReport } from "../_shared/documents.ts";

Deno.serve(qualityReport);
