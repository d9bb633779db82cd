import { useSearchParams } from "react-router";
import { demoFormations } from "~/content/formations";
import { QuoteForm } from "../components/quote-form";

/** ?formation=<id> comes from a formation page: that formation is checked, if it exists. */
export function prefilledFormations(raw: string | null): string[] {
  return raw && demoFormations.some((formation) => String(formation.id) === raw) ? [raw] : [];
}

/** The quote form with the formation the visitor came from already checked: the /devis page's island (0802). */
export function QuoteFormIsland() {
  const [params] = useSearchParams();
  return <QuoteForm initialFormationIds={prefilledFormations(params.get("formation"))} />;
}
