import { creditNote } from "../_shared/documents.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(creditNote));
