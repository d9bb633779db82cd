import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { Island } from "~/lib/islands/island";
import { islandPage } from "~/lib/islands/island-page";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { QuoteFormIsland } from "./quote-form-island";

export function meta() {
  return pageMeta({
    title: "Demander un devis",
    description:
      "Formation en entreprise : indiquez votre organisation, le nombre de participants, les formations, dates et ville souhaitées ; nous vous adressons une proposition.",
    path: paths.quote(),
  });
}

/** Prerendered without the app: the form is an island, hydrated at once when a formation is preselected (0802). */
export const handle = islandPage;

export default function QuotePage() {
  return (
    <>
      <PageHero
        eyebrow="Formation en entreprise"
        title="Demander un devis"
        description="Une formation pour vos équipes, dans vos locaux ou à distance : décrivez votre besoin, un conseiller formation vous adresse une proposition."
      />
      <Section aria-label="Formulaire de demande de devis">
        <div className="mx-auto max-w-3xl rounded-xl border bg-card p-6 md:p-8">
          <Island name="quote-form" component={QuoteFormIsland} urlParams={["formation"]} />
        </div>
      </Section>
    </>
  );
}
