import { ArrowRightIcon, Award, Handshake, Lightbulb, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { teamValues } from "~/content/team";
import { Island } from "~/lib/islands/island";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { ValueGrid } from "../components/about/value-grid";
import { DepartmentTabsIsland } from "../islands/department-tabs-island";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta() {
  return pageMeta({
    title: "Notre équipe",
    description:
      "Direction, formateurs, consultants et équipe des opérations : découvrez les professionnels qui accompagnent nos clients entre Montréal, Abidjan, Dakar et Libreville.",
    path: paths.team(),
  });
}

const valueIcons = [Award, ShieldCheck, Handshake, Lightbulb];

export default function TeamPage() {
  const values = teamValues.map((value, index) => ({ ...value, icon: valueIcons[index] }));
  return (
    <>
      <PageHero
        eyebrow="Notre équipe"
        title="Des experts de terrain, sur deux continents"
        description="Consultants, formateurs certifiés et spécialistes des opérations : une équipe pluridisciplinaire qui met son expérience au service de vos projets."
      />

      <Section aria-labelledby="departements">
        <SectionHeading
          id="departements"
          title="Nos départements"
          description="Choisissez un département pour découvrir les personnes qui le composent."
        />
        <Island name="department-tabs" component={DepartmentTabsIsland} />
      </Section>

      <Section tone="tinted" aria-labelledby="valeurs">
        <SectionHeading id="valeurs" eyebrow="Ce qui nous rassemble" title="Nos valeurs d'équipe" />
        <ValueGrid values={values} className="lg:grid-cols-4" />
      </Section>

      <Section aria-labelledby="rejoindre">
        <div className="flex flex-col items-start justify-between gap-6 rounded-xl border bg-card p-8 md:flex-row md:items-center md:p-10">
          <div className="max-w-2xl">
            <h2 id="rejoindre" className="text-2xl font-bold text-primary md:text-3xl">
              Envie de nous rejoindre ?
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
