import { useParams } from "react-router";
import type { Formation } from "@common/database";
import { parseFormationId } from "~/lib/formations";
import { useFormation } from "../api/get-formation";

export type FormationState = { status: "redirect" } | { status: "loading" } | { status: "ready"; formation: Formation };

/** The formation of the `:id` route parameter; a missing, malformed or unknown id means going back to /formations. */
export function useFormationFromParams(): FormationState {
  const id = parseFormationId(useParams().id);
  const query = useFormation(id);
  if (id === null) return { status: "redirect" };
  if (query.data) return { status: "ready", formation: query.data };
  if (query.isError || (query.isSuccess && query.data === null)) return { status: "redirect" };
  return { status: "loading" };
}
