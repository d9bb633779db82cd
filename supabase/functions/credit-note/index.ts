import { creditNote } from "./credit-note.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(creditNote));
