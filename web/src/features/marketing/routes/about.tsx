import { Award, Compass, Eye, Globe2, Lightbulb, ShieldCheck, Target, Users } from "lucide-react";
import { sitePictures } from "~/assets/pictures";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { CardIconTile } from "~/components/page/card-icon-tile";
import { IntroHero } from "~/components/page/intro-hero";
import { HeadedSection } from "~/components/page/headed-section";
import { Section } from "~/components/ui/section";
import { aboutIntro, aboutValues, mission, timeline, vision } from "~/content/about";
import { islandPage } from "~/lib/islands/island-page";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { Timeline } from "../components/about/timeline";
import { ValueGrid } from "../components/about/value-grid";
import { FeaturedMembers } from "../components/team/member-card";

export const handle = islandPage;

export function meta() {
  return pageMeta({
    title: "À propos",
    description:
      "Fondé au Canada en 2017, notre cabinet forme et accompagne les organisations d'Afrique francophone en gestion de projet : mission, vision, valeurs, histoire et équipe.",
    path: paths.about(),
  });
}

const valueIcons = [Award, Target, Users, Lightbulb, Globe2, ShieldCheck];

export default function AboutPage() {
  const values = aboutValues.map((value, index) => ({ ...value, icon: valueIcons[index] }));
  return (
    <>
      <IntroHero intro={aboutIntro} picture={sitePictures.aboutBridge} />

      <Section aria-labelledby="mission-vision">
        <h2 id="mission-vision" className="sr-only">
          Mission et vision
        </h2>
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { ...mission, icon: Compass },
            { ...vision, icon: Eye },
          ].map(({ title, text, icon }) => (
            <article key={title} className="rounded-lg border bg-card p-8">
              <CardIconTile icon={icon} tone="secondary" large />
              <h3 className="text-2xl font-bold text-primary">{title}</h3>
              <p className="mt-3 text-lg leading-relaxed text-muted-foreground">{text}</p>
            </article>
          ))}
        </div>
      </Section>

      <HeadedSection
        titleId="valeurs"
        tone="tinted"
        eyebrow="Nos valeurs"
        title="Six valeurs qui guident chacune de nos interventions"
        description="Elles orientent nos choix de formateurs, nos méthodes et notre relation avec chaque client."
      >
        <ValueGrid values={values} />
      </HeadedSection>

      <HeadedSection
        titleId="histoire"
        eyebrow="Notre parcours"
        title="De Montréal à Abidjan et Dakar"
        description="Les grandes étapes qui ont fait de notre cabinet un pont entre le Canada et l'Afrique francophone."
      >
        <Timeline entries={timeline} />
      </HeadedSection>

      <HeadedSection
        titleId="equipe"
        tone="tinted"
        eyebrow="Notre équipe"
        title="Des praticiens expérimentés à vos côtés"
        description="Consultants et formateurs certifiés, ils allient les standards internationaux à une connaissance fine des contextes africains."
      >
        <FeaturedMembers page="about" />
        <div className="mt-10 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={paths.team()}>Découvrir toute l'équipe</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={paths.contact()}>Nous contacter</Link>
          </Button>
        </div>
      </HeadedSection>
    </>
  );
}
