import { GraduationCap, Globe2, HeartHandshake, TrendingUp } from "lucide-react";
import { PageHero } from "~/components/ui/page-hero";
import { HeadedSection } from "~/components/page/headed-section";
import { Section } from "~/components/ui/section";
import { careersIntro } from "~/content/careers";
import { Island } from "~/lib/islands/island";
import { islandPage } from "~/lib/islands/island-page";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { JobOfferListView, OFFERS_SECTION_ID, templateJobOffers } from "~/features/careers";
import { ValueGrid } from "../components/about/value-grid";
import { CareersApplyIsland } from "../islands/careers-apply-island";

export const handle = islandPage;

export function meta() {
  return pageMeta({
    title: "Carrières",
    description:
      "Nos offres d'emploi de consultant, de formateur et de spécialiste à Montréal, Abidjan, Dakar et Libreville, et la candidature spontanée.",
    path: paths.careers(),
  });
}

const reasons = [
  {
    icon: Globe2,
    title: "Une carrière internationale",
    description:
      "Des missions au Canada et dans toute l'Afrique francophone, avec des équipes réparties sur deux continents.",
  },
  {
    icon: GraduationCap,
    title: "Apprendre en continu",
    description: "Un budget de formation annuel et la prise en charge de vos certifications professionnelles.",
  },
  {
    icon: TrendingUp,
    title: "Des projets qui comptent",
    description: "Des programmes publics et privés dont les résultats changent le quotidien de milliers de personnes.",
  },
  {
    icon: HeartHandshake,
    title: "Une culture de l'entraide",
    description: "Mentorat, partage d'expérience et équilibre entre vie professionnelle et vie personnelle.",
  },
];

export default function CareersPage() {
  return (
    <>
      <PageHero eyebrow={careersIntro.eyebrow} title={careersIntro.title} description={careersIntro.lead} />

      <HeadedSection titleId="pourquoi" eyebrow="Pourquoi nous rejoindre" title="Travailler chez nous">
        <ValueGrid values={reasons} className="lg:grid-cols-4" />
      </HeadedSection>

      {/* The server fills this section with the open offers of the database (decision 0894). */}
      <Section tone="tinted" id={OFFERS_SECTION_ID} aria-labelledby="offres">
        <JobOfferListView offers={templateJobOffers()} />
      </Section>

      <Island name="careers-apply" component={CareersApplyIsland} />
    </>
  );
}
