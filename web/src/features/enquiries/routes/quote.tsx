import { useSearchParams } from "react-router";
import { PageHero } from "~/components/ui/page-hero";
import { Section } from "~/components/ui/section";
import { demoFormations } from "~/content/formations";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { QuoteForm } from "../components/quote-form";

export function meta() {
  return pageMeta({
    title: "Demander un devis",
    description:
      "Formation en entreprise : indiquez votre organisation, le nombre de participants, les formations, dates et ville souhaitées ; nous vous adressons une proposition.",
    path: paths.quote(),
  });
}

/** ?formation=<id> comes from a course page: that course is checked, if it exists. */
function prefilledCourses(raw: string | null): string[] {
  return raw && demoFormations.some((course) => String(course.id) === raw) ? [raw] : [];
}

export default function QuotePage() {
  const [params] = useSearchParams();
  const initial = prefilledCourses(params.get("formation"));
  return (
    <>
      <PageHero
        eyebrow="Formation en entreprise"
        title="Demander un devis"
        description="Une formation pour vos équipes, dans vos locaux ou à distance : décrivez votre besoin, un conseiller formation vous adresse une proposition."
      />
      <Section aria-label="Formulaire de demande de devis">
        <div className="mx-auto max-w-3xl rounded-xl border bg-card p-6 md:p-8">
          <QuoteForm initialFormationIds={initial} />
        </div>
      </Section>
    </>
  );
}
