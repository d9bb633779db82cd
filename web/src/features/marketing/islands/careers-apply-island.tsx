import { useRef } from "react";
import { Section, SectionHeading } from "~/components/ui/section";
import { site } from "~/config/site";
import { employeeTestimonials, jobOffers } from "~/content/careers";
import { ApplicationForm, type ApplicationFormHandle } from "../components/careers/application-form";
import { EmployeeTestimonials } from "../components/careers/employee-testimonials";
import { JobOfferCard } from "../components/careers/job-offer-card";

/**
 * The careers page from its job offers to the application form: one island (decision 0800), because « Postuler »
 * on an offer prefills the form further down (decision 0200); the testimonials between them come along.
 */
export function CareersApplyIsland() {
  const form = useRef<ApplicationFormHandle>(null);
  return (
    <>
      <Section tone="tinted" aria-labelledby="offres">
        <SectionHeading
          id="offres"
          eyebrow="Offres d'emploi"
          title={`${jobOffers.length} postes à pourvoir`}
          description="Tous nos postes sont à temps plein. Cliquez sur « Postuler » pour préremplir le formulaire de candidature."
        />
        <ul className="grid gap-6 lg:grid-cols-3">
          {jobOffers.map((offer) => (
            <li key={offer.id}>
              <JobOfferCard offer={offer} onApply={(chosen) => form.current?.applyFor(chosen.title)} />
            </li>
          ))}
        </ul>
      </Section>

      <Section aria-labelledby="temoignages">
        <SectionHeading id="temoignages" eyebrow="Ils travaillent avec nous" title="La parole à nos collaborateurs" />
        <EmployeeTestimonials testimonials={employeeTestimonials} />
      </Section>

      <Section tone="tinted" id="candidature" aria-labelledby="candidature-titre">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          <SectionHeading
            id="candidature-titre"
            eyebrow="Candidature"
            title="Candidature spontanée"
            description={`Aucune offre ne correspond à votre profil ? Présentez-vous : nous étudions chaque candidature avec attention. Vous pouvez aussi écrire à ${site.emails.contact}.`}
          />
          <div className="rounded-xl border bg-card p-6 md:p-8">
            <ApplicationForm ref={form} />
          </div>
        </div>
      </Section>
    </>
  );
}
