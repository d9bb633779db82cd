import { processJobs } from "../_shared/jobs.ts";

Deno.serve(processJobs);
