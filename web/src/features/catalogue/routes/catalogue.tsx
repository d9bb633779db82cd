import { CalendarDaysIcon } from "lucide-react";
import { LiveSessionsTable } from "~/components/formations/live-sessions-table";
import { Button } from "~/components/ui/button";
import { PageHero } from "~/components/ui/page-hero";
import { Section, SectionHeading } from "~/components/ui/section";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { useCatalogue } from "../api/get-formations";
import { CatalogueDownloadButton } from "../components/catalogue-download-button";
import { CourseBrowser } from "../components/course-browser";
import { InfoRequestForm } from "../components/info-request-form";
import { ThemeCards } from "../components/theme-cards";
import { WhyChooseUs } from "../components/why-choose-us";
import { toggleTheme } from "../lib/filters";
import { useThemeFilter } from "../lib/use-theme-filter";

export function meta() {
  return pageMeta({
    title: "Catalogue des formations",
    description:
      "Formations certifiantes en gestion de projet, leadership, gouvernance, IA, finance et communication pour les cadres d'Afrique francophone : en présentiel, en ligne ou en format hybride.",
    path: paths.catalogue(),
  });
}

export default function CatalogueRoute() {
  const [theme, setTheme] = useThemeFilter();
  const { data: catalogue } = useCatalogue({ theme });

  return (
    <>
      <PageHero
        eyebrow="Catalogue de formations"
        title="Des formations qui transforment vos pratiques"
        description="Leadership, gestion de projet, gouvernance, intelligence artificielle, finance : des parcours certifiants conçus par des experts canadiens et africains, en présentiel à Abidjan, en ligne ou en format hybride."
        actions={
          <>
            <CatalogueDownloadButton />
            <Button asChild variant="outline" size="lg" className="border-band-foreground/40 bg-transparent text-band-foreground hover:bg-band-foreground/10 hover:text-band-foreground">
              <a href="#prochaines-sessions">
                <CalendarDaysIcon aria-hidden="true" />
                Prochaines sessions
              </a>
            </Button>
          </>
        }
      />

      <Section aria-labelledby="themes-formation">
        <SectionHeading
          id="themes-formation"
          title="Explorer par thème"
          description="Choisissez un thème pour filtrer le catalogue ; cliquez à nouveau pour afficher toutes les formations."
        />
        <ThemeCards selected={theme} onToggle={(clicked) => setTheme(toggleTheme(theme, clicked))} />
        <h2 id="nos-formations" className="mt-14 mb-6 text-2xl font-bold tracking-tight text-primary md:text-3xl">
          Nos formations
        </h2>
        <CourseBrowser formations={catalogue?.formations} themes={catalogue?.themes} theme={theme} onThemeChange={setTheme} />
      </Section>

      <Section tone="tinted" id="prochaines-sessions" aria-labelledby="sessions-titre">
        <SectionHeading
          id="sessions-titre"
          title="Prochaines sessions"
          description="Réservez votre place : les groupes sont limités pour garantir un accompagnement personnalisé."
        />
        <LiveSessionsTable caption="Prochaines sessions de formation" />
      </Section>

      <WhyChooseUs />

      <Section tone="tinted" aria-labelledby="demande-information">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <SectionHeading
            id="demande-information"
            title="Demande d'information"
            description="Une question sur un programme, un financement ou une formation en entreprise ? Écrivez-nous, un conseiller vous répond rapidement."
          />
          <InfoRequestForm />
        </div>
      </Section>
    </>
  );
}
