import { useSearchParams } from "react-router";
import { demoFormations } from "~/content/formations";
import { QuoteForm } from "../components/quote-form";

/** ?formation=<id> comes from a course page: that course is checked, if it exists. */
export function prefilledCourses(raw: string | null): string[] {
  return raw && demoFormations.some((course) => String(course.id) === raw) ? [raw] : [];
}

/** The quote form with the course the visitor came from already checked: the /devis page's island (0802). */
export function QuoteFormIsland() {
  const [params] = useSearchParams();
  return <QuoteForm initialFormationIds={prefilledCourses(params.get("formation"))} />;
}
