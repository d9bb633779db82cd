import { Mail, MessageSquarePlus } from "lucide-react";
import { sitePictures } from "~/assets/pictures";
import { Link } from "react-router";
import { BandNextLink } from "~/components/page/band-button";
import { Button } from "~/components/ui/button";
import { IntroHero } from "~/components/page/intro-hero";
import { HeadedSection } from "~/components/page/headed-section";
import { Section, SectionHeading } from "~/components/ui/section";
import { site } from "~/config/site";
import { approachSteps } from "~/content/services";
import { Island } from "~/lib/islands/island";
import { islandPage } from "~/lib/islands/island-page";
import { paths } from "~/lib/paths";
import { IndustriesTabs } from "../components/industries/industries-tabs";
import { ApproachSteps } from "../components/services/approach-steps";
import { CallToAction } from "../components/services/call-to-action";
import { ExpertiseBlocks } from "../components/services/expertise-blocks";
import { KeyServicesTabs } from "../components/services/key-services-tabs";
import { pageMeta } from "~/lib/page-meta";
import { QuickContactForm } from "../components/services/quick-contact-form";
import { ServiceOffersIsland } from "../islands/service-offers-island";

export const handle = islandPage;

export function meta() {
  return pageMeta({
    title: "Nos services de conseil, coaching et formation",
    description:
      "Gestion de projet et de programme, assistance à maîtrise d'ouvrage, bureau de projets, transformation agile, coaching et formations certifiantes pour les organisations d'Afrique francophone.",
    path: paths.services(),
  });
}

const intro = {
  eyebrow: "Nos services",
  title: "Conseil, coaching et formation pour des projets qui aboutissent",
  lead: "De la stratégie à la mise en œuvre, nous aidons les organisations d'Afrique francophone à conduire leurs projets avec méthode, en alliant expertise canadienne et connaissance du terrain.",
};

export default function ServicesRoute() {
  return (
    <>
      <IntroHero
        intro={intro}
        picture={sitePictures.servicesMeeting}
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <a href="#contact-rapide">
                <MessageSquarePlus aria-hidden="true" />
                Nous écrire
              </a>
            </Button>
            <BandNextLink to={paths.caseStudies()}>Voir nos études de cas</BandNextLink>
          </>
        }
      />

      <HeadedSection
        titleId="offres-title"
        eyebrow="Nos offres"
        title="Six façons de vous accompagner"
        description="Chaque offre peut être engagée seule ou combinée aux autres. Demandez celle qui vous intéresse : un consultant vous répond sous 24h ouvrées."
      >
        <Island name="service-offers" component={ServiceOffersIsland} />
      </HeadedSection>

      <HeadedSection
        titleId="expertises-title"
        tone="tinted"
        eyebrow="Nos expertises"
        title="Quatre domaines où nous faisons la différence"
      >
        <ExpertiseBlocks />
      </HeadedSection>

      <HeadedSection
        titleId="services-cles-title"
        eyebrow="Services clés"
        title="Ce que nous faisons au quotidien pour nos clients"
        description="Choisissez un service pour découvrir notre façon de travailler."
      >
        <Island name="key-services-tabs" component={KeyServicesTabs} />
      </HeadedSection>

      <Section tone="brand" aria-labelledby="approche-title">
        <div className="mb-10 max-w-3xl">
          <p className="mb-3 text-sm font-semibold tracking-wide text-amber-200 uppercase">Notre approche</p>
          <h2 id="approche-title" className="text-2xl font-bold tracking-tight md:text-3xl">
            Une démarche en quatre temps, centrée sur l'autonomie de vos équipes
          </h2>
        </div>
        <ApproachSteps steps={approachSteps} onBand />
      </Section>

      <HeadedSection
        titleId="secteurs-title"
        eyebrow="Secteurs d'activité"
        title="Une connaissance fine de vos métiers"
        description="Nous intervenons auprès d'entreprises, d'institutions et d'administrations dans les secteurs clés des économies africaines."
      >
        <Island name="industries-tabs" component={IndustriesTabs} />
      </HeadedSection>

      <Section tone="tinted" id="contact-rapide" aria-labelledby="contact-rapide-title">
        <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
          <div>
            <SectionHeading
              id="contact-rapide-title"
              eyebrow="Contact rapide"
              title="Une question sur nos services ?"
              description="Laissez-nous quelques mots : nous vous répondons dans les plus brefs délais, du lundi au vendredi de 9h à 17h."
              className="mb-6"
            />
            <p className="flex items-center gap-2 text-muted-foreground">
              <Mail className="size-4 text-primary" aria-hidden="true" />
              <a
                className="font-medium text-primary underline-offset-4 hover:underline"
                href={`mailto:${site.emails.contact}`}
              >
                {site.emails.contact}
              </a>
            </p>
            <p className="mt-2 text-muted-foreground">
              Pour une demande détaillée, utilisez notre{" "}
              <Link className="font-medium text-primary underline-offset-4 hover:underline" to={paths.contact()}>
                page de contact
              </Link>
              . Pour former vos équipes,{" "}
              <Link className="font-medium text-primary underline-offset-4 hover:underline" to={paths.quote()}>
                demandez un devis
              </Link>
              .
            </p>
          </div>
          <div className="rounded-lg border bg-card p-6 md:p-8">
            <Island name="quick-contact-form" component={QuickContactForm} />
          </div>
        </div>
      </Section>

      <CallToAction />
    </>
  );
}
