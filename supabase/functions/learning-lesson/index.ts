import { withCors } from "../_shared/cors.ts";
import { learningLesson } from "./learning-lesson.ts";
import { functionError } from "../_shared/responses.ts";

Deno.serve(
  withCors(async (request) =>
    request.method === "POST" ? learningLesson(request) : functionError(400, "method_not_allowed", "Utilisez POST."),
  ),
);
