import { contentJobOffer } from "../_shared/content/job-offer.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(contentJobOffer));
