import { Navigate, redirect } from "react-router";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/misspelled-redirect";

/** /etudes-de-case/:id is a misspelling found in the spec: send the visitor to /etudes-de-cas/:id, keeping the id. */
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return redirect(paths.caseStudy(params.id));
}

export default function MisspelledCaseStudyRedirect({ params }: Route.ComponentProps) {
  return <Navigate to={paths.caseStudy(params.id)} replace />;
}
