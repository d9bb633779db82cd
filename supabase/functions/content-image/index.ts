import { contentImage } from "./content-image.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(contentImage));
