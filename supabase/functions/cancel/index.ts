import { cancel } from "./cancel.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(cancel));
