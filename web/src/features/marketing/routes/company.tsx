import { Award, Handshake, RefreshCw, ShieldCheck } from "lucide-react";
import { sitePictures } from "~/assets/pictures";
import type { ResponsiveImageSources } from "@common/content-images";
import { Link } from "react-router";
import { ArrowLink } from "~/components/page/arrow-link";
import { BandMainLink } from "~/components/page/band-button";
import { Button } from "~/components/ui/button";
import { IntroHero } from "~/components/page/intro-hero";
import { HeadedSection } from "~/components/page/headed-section";
import { Section, SectionHeading } from "~/components/ui/section";
import { companyIntro, companyMission, companyOffices, companyStats, companyValues, history } from "~/content/company";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { ValueGrid } from "../components/about/value-grid";
import { OfficeCard } from "../components/company/office-card";
import { FeaturedMembers } from "../components/team/member-card";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta() {
  return pageMeta({
    title: "L'entreprise",
    description:
      "Fondé en 2010 à Montréal, notre cabinet de gestion de projet a accompagné plus de 250 organisations dans 12 pays depuis ses bureaux de Montréal, Abidjan, Dakar et Libreville.",
    path: paths.company(),
  });
}

const valueIcons = [Award, RefreshCw, Handshake, ShieldCheck];

const nextSteps = [
  {
    title: "Notre équipe",
    text: "Les femmes et les hommes qui conseillent et forment nos clients.",
    to: paths.team(),
    cta: "Rencontrer l'équipe",
  },
  {
    title: "Carrières",
    text: "Nos offres d'emploi et la candidature spontanée.",
    to: paths.careers(),
    cta: "Voir les offres",
  },
  { title: "Contact", text: "Un projet, une question ? Parlons-en.", to: paths.contact(), cta: "Nous écrire" },
];

/** Each office's city as drawn for the site (decision 1084), until the firm sets its photo. */
const officePictures: Record<string, ResponsiveImageSources> = {
  Montréal: sitePictures.officeMontreal,
  Abidjan: sitePictures.officeAbidjan,
  Dakar: sitePictures.officeDakar,
  Libreville: sitePictures.officeLibreville,
};

const nextStepLinkClass =
  "mt-auto inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export default function CompanyPage() {
  const values = companyValues.map((value, index) => ({ ...value, icon: valueIcons[index] }));
  return (
    <>
      <IntroHero
        intro={companyIntro}
        picture={sitePictures.companyBuilding}
        actions={
          <>
            <BandMainLink to={paths.contact()}>Demander une consultation</BandMainLink>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white/40 bg-transparent text-white hover:bg-white/10 hover:text-white"
            >
              <Link to={paths.services()}>Nos services</Link>
            </Button>
          </>
        }
      />

      <Section aria-labelledby="histoire">
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <SectionHeading id="histoire" eyebrow="Depuis 2010" title={history.title} className="mb-6" />
            <div className="grid max-w-prose gap-4 text-lg leading-relaxed text-muted-foreground">
              {history.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <dl className="grid grid-cols-2 gap-4 self-start">
            {companyStats.map((stat) => (
              <div key={stat.label} className="flex flex-col gap-1 rounded-lg border bg-card p-6">
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold text-primary">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>

      <Section tone="tinted" aria-labelledby="mission">
        <div className="mx-auto max-w-3xl text-center">
          <SectionHeading
            id="mission"
            eyebrow="Ce qui nous anime"
            title={companyMission.title}
            align="center"
            className="mb-6"
          />
          <p className="text-xl leading-relaxed text-foreground">{companyMission.text}</p>
        </div>
      </Section>

      <HeadedSection titleId="valeurs" eyebrow="Nos valeurs" title="Quatre engagements envers nos clients">
        <ValueGrid values={values} className="lg:grid-cols-4" />
      </HeadedSection>

      <HeadedSection
        titleId="direction"
        tone="tinted"
        eyebrow="Direction"
        title="Une équipe de direction présente sur les deux continents"
      >
        <FeaturedMembers page="company" />
      </HeadedSection>

      <HeadedSection
        titleId="bureaux"
        eyebrow="Nos bureaux"
        title="Montréal, Abidjan, Dakar et Libreville"
        description="Quatre bureaux pour intervenir au plus près de nos clients, en présentiel comme à distance."
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {companyOffices.map((office) => (
            <li key={office.city}>
              <OfficeCard office={office} picture={officePictures[office.city]} />
            </li>
          ))}
        </ul>
      </HeadedSection>

      <Section tone="tinted" aria-labelledby="aller-plus-loin">
        <h2 id="aller-plus-loin" className="sr-only">
          Aller plus loin
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          {nextSteps.map((step) => (
            <li key={step.title} className="flex flex-col rounded-lg border bg-card p-6">
              <h3 className="text-lg font-semibold text-foreground">{step.title}</h3>
              <p className="mt-2 mb-4 text-sm text-muted-foreground">{step.text}</p>
              <ArrowLink to={step.to} className={nextStepLinkClass}>
                {step.cta}
              </ArrowLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
