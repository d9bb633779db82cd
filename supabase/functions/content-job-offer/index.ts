import { contentJobOffer } from "./job-offer.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(contentJobOffer));
