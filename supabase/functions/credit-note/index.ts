import { creditNote } from "../_shared/documents.ts";

Deno.serve(creditNote);
