import { useParams } from "react-router";
import type { Formation } from "~/lib/database";
import { parseCourseId } from "~/lib/formations";
import { useFormation } from "../api/get-formation";

export type CourseState = { status: "redirect" } | { status: "loading" } | { status: "ready"; course: Formation };

/** The course of the `:id` route parameter; a missing, malformed or unknown id means going back to /formations. */
export function useCourseFromParams(): CourseState {
  const id = parseCourseId(useParams().id);
  const query = useFormation(id);
  if (id === null) return { status: "redirect" };
  if (query.data) return { status: "ready", course: query.data };
  if (query.isError || (query.isSuccess && query.data === null)) return { status: "redirect" };
  return { status: "loading" };
}
