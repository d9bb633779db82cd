import { withCors } from "../_shared/cors.ts";
import { importScorm, serveScormFile } from "./learning-scorm.ts";
import { functionError } from "../_shared/responses.ts";

// SCORM 1.2 lessons (issue 45 item 5, decision 1025): POST imports a package (an author), GET serves its files to the
// learner who launched it (the token in the path).
Deno.serve(
  withCors(async (request) => {
    if (request.method === "POST") return importScorm(request);
    if (request.method === "GET" || request.method === "HEAD") return serveScormFile(request);
    return functionError(405, "method_not_allowed", "Utilisez GET ou POST.");
  }),
);
