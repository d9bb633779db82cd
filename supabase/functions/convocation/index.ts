import { convocation } from "../_shared/documents.ts";

Deno.serve(convocation);
