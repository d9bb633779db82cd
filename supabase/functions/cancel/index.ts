import { cancel } from "../_shared/enrolment.ts";

Deno.serve(cancel);
