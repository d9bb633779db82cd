import { PageHero } from "~/components/ui/page-hero";
import { HeadedSection } from "~/components/page/headed-section";
import { Section } from "~/components/ui/section";
import { type Industry, findIndustry, industries, industryPath, industrySector } from "~/content/industries";
import { paths } from "~/lib/paths";
import { CheckList } from "../../../components/page/check-list";
import { FeatureGrid } from "../components/expertise/feature-grid";
import { PageNotFound } from "../components/expertise/page-not-found";
import { RelatedStudiesSlot, SectorStudyList } from "../components/expertise/related-studies";
import { seedCaseStudies } from "~/features/case-studies";
import { IndustryTile } from "../components/industries/industry-tile";
import { CallToAction } from "../components/services/call-to-action";
import { HeroActions } from "../components/expertise/hero-actions";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/industry";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta({ params }: Route.MetaArgs) {
  const industry = findIndustry(params.slug);
  if (!industry) return [{ title: "Page non trouvée" }, { name: "robots", content: "noindex" }];
  return pageMeta({
    title: `Secteur ${industry.name} : conseil et formation en gestion de projet`,
    description: `${industry.tagline} Gestion de projet, pilotage de programmes et formation : découvrez notre accompagnement dans ce secteur.`,
    path: industryPath(industry),
  });
}

export default function IndustryRoute({ params }: Route.ComponentProps) {
  const industry = findIndustry(params.slug);
  if (!industry) return <PageNotFound backTo={paths.services()} backLabel="Retour aux services" />;
  return <IndustryPage industry={industry} />;
}

function IndustryPage({ industry }: { industry: Industry }) {
  const Icon = industry.icon;
  const studies = seedCaseStudies().filter((study) => study.sector === industrySector(industry));
  const others = industries.filter((other) => other.name !== industry.name);
  return (
    <>
      <PageHero
        eyebrow="Secteur d'activité"
        title={industry.name}
        description={industry.tagline}
        visual={{ kind: "illustration", name: "sectors" }}
        aside={
          <div className="flex justify-center">
            <span className="flex size-40 items-center justify-center rounded-full bg-band-foreground/10">
              <Icon className="size-20 text-amber-200" aria-hidden="true" />
            </span>
          </div>
        }
        actions={
          <HeroActions
            contactLabel="Parler de votre projet"
            next={{ to: paths.catalogue(), label: "Former vos équipes" }}
          />
        }
      />

      <Section aria-labelledby="enjeux-title">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 id="enjeux-title" className="mb-6 text-2xl font-bold tracking-tight text-primary md:text-3xl">
              Les enjeux du secteur
            </h2>
            <p className="text-lg leading-relaxed">{industry.intro}</p>
          </div>
          <div className="rounded-lg border bg-tinted p-6 md:p-8">
            <h3 className="mb-4 text-lg font-semibold">Les défis que nous rencontrons le plus souvent</h3>
            <CheckList items={industry.challenges} />
          </div>
        </div>
      </Section>

      <HeadedSection
        titleId="offres-secteur-title"
        tone="tinted"
        eyebrow="Notre accompagnement"
        title={`${industry.name} : ce que nous apportons à nos clients`}
      >
        <FeatureGrid items={industry.offers} />
        <div className="mt-10">
          <h3 className="text-lg font-semibold">Exemples de projets accompagnés</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {industry.typicalProjects.map((project) => (
              <li key={project} className="rounded-full border bg-card px-4 py-1.5 text-sm">
                {project}
              </li>
            ))}
          </ul>
        </div>
      </HeadedSection>

      <HeadedSection titleId="references-title" eyebrow="Références" title="Nos études de cas">
        <RelatedStudiesSlot>
          <SectorStudyList studies={studies} />
        </RelatedStudiesSlot>
      </HeadedSection>

      <HeadedSection
        titleId="autres-secteurs-title"
        tone="tinted"
        eyebrow="Secteurs d'activité"
        title="Nous intervenons aussi dans ces secteurs"
      >
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {others.map((other) => (
            <li key={other.name}>
              <IndustryTile industry={other} />
            </li>
          ))}
        </ul>
      </HeadedSection>

      <CallToAction />
    </>
  );
}
