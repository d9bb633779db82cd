import { contentCaseStudy } from "../_shared/content/case-study.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(contentCaseStudy));
