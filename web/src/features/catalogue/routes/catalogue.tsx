import { CalendarDaysIcon } from "lucide-react";
import { sitePictures } from "~/assets/pictures";
import { LiveSessionsTable } from "~/components/formations/live-sessions-table";
import { Button } from "~/components/ui/button";
import { IntroHero } from "~/components/page/intro-hero";
import { HeadedSection } from "~/components/page/headed-section";
import { Section, SectionHeading } from "~/components/ui/section";
import { Island } from "~/lib/islands/island";
import { islandPage } from "~/lib/islands/island-page";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { CatalogueBrowser } from "../components/catalogue-browser";
import { CatalogueDownloadButton } from "../components/catalogue-download-button";
import { InfoRequestForm } from "../components/info-request-form";
import { WhyChooseUs } from "../components/why-choose-us";
import { CATALOGUE_IN_PLACE_SCRIPT } from "../lib/catalogue-in-place";

/** Prerendered without the app: filters, sessions, form and download button are islands (decision 0802). */
export const handle = islandPage;

export function meta() {
  return pageMeta({
    title: "Catalogue des formations",
    description:
      "Formations certifiantes en gestion de projet, leadership, gouvernance, IA, finance et communication pour les cadres d'Afrique francophone : en présentiel, en ligne ou en format hybride.",
    path: paths.catalogue(),
  });
}

const intro = {
  eyebrow: "Catalogue de formations",
  title: "Des formations qui transforment vos pratiques",
  lead: "Leadership, gestion de projet, gouvernance, intelligence artificielle, finance : des parcours certifiants conçus par des experts canadiens et africains, en présentiel à Abidjan, en ligne ou en format hybride.",
};

export default function CatalogueRoute() {
  return (
    <>
      <IntroHero
        intro={intro}
        picture={sitePictures.formationsLearners}
        actions={
          <>
            <Island name="catalogue-download" component={CatalogueDownloadButton} />
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-band-foreground/40 bg-transparent text-band-foreground hover:bg-band-foreground/10 hover:text-band-foreground"
            >
              <a href="#prochaines-sessions">
                <CalendarDaysIcon aria-hidden="true" />
                Prochaines sessions
              </a>
            </Button>
          </>
        }
      />

      <HeadedSection
        titleId="themes-formation"
        title="Explorer par thème"
        description="Choisissez un thème pour filtrer le catalogue ; cliquez à nouveau pour afficher toutes les formations."
      >
        <Island name="catalogue-browser" component={CatalogueBrowser} when="visible" urlParams={["theme", "page"]} />
        {/* Filters and « Voir plus » in place before the island (decision 1073); it never runs in the app. */}
        <script dangerouslySetInnerHTML={{ __html: CATALOGUE_IN_PLACE_SCRIPT }} />
      </HeadedSection>

      <Section tone="tinted" id="prochaines-sessions" aria-labelledby="sessions-titre">
        <SectionHeading
          id="sessions-titre"
          title="Prochaines sessions"
          description="Réservez votre place : les groupes sont limités pour garantir un accompagnement personnalisé."
        />
        <Island
          name="live-sessions-table"
          component={LiveSessionsTable}
          props={{ caption: "Prochaines sessions de formation" }}
          when="visible"
        />
      </Section>

      <WhyChooseUs />

      <Section tone="tinted" aria-labelledby="demande-information">
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <SectionHeading
            id="demande-information"
            title="Demande d'information"
            description="Une question sur un programme, un financement ou une formation en entreprise ? Écrivez-nous, un conseiller vous répond rapidement."
          />
          <Island name="info-request-form" component={InfoRequestForm} />
        </div>
      </Section>
    </>
  );
}
