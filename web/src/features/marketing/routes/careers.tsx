import { GraduationCap, Globe2, HeartHandshake, TrendingUp } from "lucide-react";
import { useRef } from "react";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { careersIntro, employeeTestimonials, jobOffers } from "~/content/careers";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { ValueGrid } from "../components/about/value-grid";
import { ApplicationForm, type ApplicationFormHandle } from "../components/careers/application-form";
import { EmployeeTestimonials } from "../components/careers/employee-testimonials";
import { JobOfferCard } from "../components/careers/job-offer-card";

export function meta() {
  return pageMeta({
    title: "Carrières",
    description:
      "Consultant en gestion de projet à Abidjan, formateur en agilité à Dakar, chargé de marketing digital à Montréal : nos offres d'emploi et la candidature spontanée.",
    path: paths.careers(),
  });
}

const reasons = [
  { icon: Globe2, title: "Une carrière internationale", description: "Des missions au Canada et dans toute l'Afrique francophone, avec des équipes réparties sur deux continents." },
  { icon: GraduationCap, title: "Apprendre en continu", description: "Un budget de formation annuel et la prise en charge de vos certifications professionnelles." },
  { icon: TrendingUp, title: "Des projets qui comptent", description: "Des programmes publics et privés dont les résultats changent le quotidien de milliers de personnes." },
  { icon: HeartHandshake, title: "Une culture de l'entraide", description: "Mentorat, partage d'expérience et équilibre entre vie professionnelle et vie personnelle." },
];

export default function CareersPage() {
  const form = useRef<ApplicationFormHandle>(null);
  return (
    <>
      <PageHero eyebrow={careersIntro.eyebrow} title={careersIntro.title} description={careersIntro.lead} />

      <Section aria-labelledby="pourquoi">
        <SectionHeading id="pourquoi" eyebrow="Pourquoi nous rejoindre" title="Travailler chez nous" />
        <ValueGrid values={reasons} className="lg:grid-cols-4" />
      </Section>

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
