import { enrol } from "../_shared/enrolment.ts";

Deno.serve(enrol);
