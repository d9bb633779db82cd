import { contentArticle } from "./article.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(contentArticle));
