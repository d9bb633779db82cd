import { contentTeamMember } from "./team-member.ts";
import { withCors } from "../_shared/cors.ts";

Deno.serve(withCors(contentTeamMember));
