import { contentCaseStudy } from "./case-study.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(contentCaseStudy));
