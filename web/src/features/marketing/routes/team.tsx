import { ArrowRightIcon, Award, Handshake, Lightbulb, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { HeadedSection } from "~/components/page/headed-section";
import { Section } from "~/components/ui/section";
import { Island } from "~/lib/islands/island";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { ValueGrid } from "../components/about/value-grid";
import { TEAM_SECTION_ID, templateTeamMembers } from "../components/team/team-member";
import { DepartmentTabsIsland } from "../islands/department-tabs-island";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta() {
  return pageMeta({
    title: "Notre équipe",
    description:
      "Direction, formateurs, consultants et équipe des opérations : découvrez les professionnels qui accompagnent nos clients entre Montréal, Abidjan, Dakar et Libreville.",
    path: paths.team(),
  });
}

const teamValues = [
  {
    title: "Excellence",
    description:
      "Nous appliquons à nos propres missions les standards que nous enseignons : méthode, rigueur et qualité des livrables.",
    icon: Award,
  },
  {
    title: "Intégrité",
    description:
      "Nous disons ce que nous ferons, nous faisons ce que nous avons dit, et nous protégeons la confidentialité de nos clients.",
    icon: ShieldCheck,
  },
  {
    title: "Collaboration",
    description:
      "Nos équipes de Montréal, d'Abidjan, de Dakar et de Libreville travaillent comme une seule équipe, avec les vôtres.",
    icon: Handshake,
  },
  {
    title: "Innovation",
    description:
      "Nous faisons évoluer nos méthodes et nos formations au rythme des pratiques : agilité, outils numériques, intelligence artificielle.",
    icon: Lightbulb,
  },
];

/** Without JavaScript the tabs cannot switch: every department is shown, one after the other, under its name. */
const noScriptStyle = [
  `#${TEAM_SECTION_ID} [role=tablist]{display:none}`,
  `#${TEAM_SECTION_ID} [role=tabpanel]{display:block;margin-bottom:2.5rem}`,
  `#${TEAM_SECTION_ID} [data-department-heading]{position:static;width:auto;height:auto;margin:0 0 .75rem;overflow:visible;clip:auto;white-space:normal;font-size:1.5rem;font-weight:700}`,
].join("");

export default function TeamPage() {
  return (
    <>
      <PageHero
        eyebrow="Notre équipe"
        title="Des experts de terrain, sur deux continents"
        description="Consultants, formateurs certifiés et spécialistes des opérations : une équipe pluridisciplinaire qui met son expérience au service de vos projets."
      />

      <HeadedSection
        titleId="departements"
        title="Nos départements"
        description="Choisissez un département pour découvrir les personnes qui le composent."
      >
        {/* The server fills this section with the published members (server/src/content/team-pages.ts). */}
        <section id={TEAM_SECTION_ID}>
          <Island name="department-tabs" component={DepartmentTabsIsland} props={{ members: templateTeamMembers }} />
        </section>
        <noscript>
          <style>{noScriptStyle}</style>
        </noscript>
      </HeadedSection>

      <HeadedSection titleId="valeurs" tone="tinted" eyebrow="Ce qui nous rassemble" title="Nos valeurs d'équipe">
        <ValueGrid values={teamValues} className="lg:grid-cols-4" />
      </HeadedSection>

      <Section aria-labelledby="rejoindre">
        <div className="flex flex-col items-start justify-between gap-6 rounded-xl border bg-card p-8 md:flex-row md:items-center md:p-10">
          <div className="max-w-2xl">
            <h2 id="rejoindre" className="text-2xl font-bold text-primary md:text-3xl">
              Envie de nous rejoindre ?
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">
              Nous recrutons des consultants, des formateurs et des spécialistes passionnés par la réussite des projets.
            </p>
          </div>
          <Button asChild variant="accent" size="lg">
            <Link to={paths.careers()}>
              Voir nos offres d'emploi
              <ArrowRightIcon aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </Section>
    </>
  );
}
