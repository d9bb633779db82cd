import { invoice } from "../_shared/documents.ts";

Deno.serve(invoice);
