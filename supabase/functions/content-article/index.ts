import { contentArticle } from "../_shared/content/article.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(contentArticle));
