import { convocation } from "./convocation.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(convocation));
