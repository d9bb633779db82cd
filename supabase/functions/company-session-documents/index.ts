import { companySessionDocuments } from "./company-session-documents.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(companySessionDocuments));
