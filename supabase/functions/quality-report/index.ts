import { qualityReport } from "./quality-report.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(qualityReport));
