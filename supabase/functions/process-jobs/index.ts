import { processJobs } from "./jobs.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(processJobs));
