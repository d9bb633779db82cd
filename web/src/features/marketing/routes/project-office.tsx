import { PageHero } from "~/components/ui/page-hero";
import { HeadedSection } from "~/components/page/headed-section";
import { Section } from "~/components/ui/section";
import { projectOffice } from "~/content/expertise";
import { paths } from "~/lib/paths";
import { FeatureGrid } from "../components/expertise/feature-grid";
import { KeyFigures } from "../components/expertise/key-figures";
import { ProseBlock } from "../components/expertise/prose-block";
import { ProjectOfficeStudyList, RelatedStudiesSlot } from "../components/expertise/related-studies";
import { seedCaseStudies } from "~/features/case-studies";
import { ApproachSteps } from "../components/services/approach-steps";
import { CallToAction } from "../components/services/call-to-action";
import { HeroActions } from "../components/expertise/hero-actions";
import { pageMeta } from "~/lib/page-meta";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta() {
  return pageMeta({
    title: projectOffice.metaTitle,
    description: projectOffice.metaDescription,
    path: paths.projectOffice(),
  });
}

const seedStudies = seedCaseStudies();
/** The cited studies as the seed has them; the server puts the published ones in their place. */
const relatedStudies = projectOffice.relatedCaseStudySlugs.flatMap(
  (slug) => seedStudies.find((study) => study.slug === slug) ?? [],
);

export default function ProjectOfficeRoute() {
  return (
    <>
      <PageHero
        eyebrow="Solution"
        title={projectOffice.title}
        description={projectOffice.lead}
        visual={{ kind: "illustration", name: "portfolio" }}
        actions={
          <HeroActions
            contactLabel="Étudier mon projet de PMO"
            next={{ to: paths.catalogue("Gestion"), label: "Former mes équipes" }}
          />
        }
      />

      <Section aria-labelledby="pourquoi-title">
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="pourquoi-title" className="mb-6 text-2xl font-bold tracking-tight text-primary md:text-3xl">
              Pourquoi un bureau de projets ?
            </h2>
            <ProseBlock paragraphs={projectOffice.intro} />
          </div>
          <div className="self-center">
            <KeyFigures figures={projectOffice.figures} label="Résultats obtenus par nos clients" />
          </div>
        </div>
      </Section>

      <HeadedSection
        titleId="modeles-title"
        tone="tinted"
        eyebrow="Trois modèles"
        title="Un bureau de projets à la mesure de votre organisation"
        description="Nous vous aidons à choisir le modèle adapté à votre maturité, puis à le faire évoluer."
      >
        <FeatureGrid items={projectOffice.models} />
      </HeadedSection>

      <HeadedSection titleId="services-pmo-title" eyebrow="Nos prestations" title="De la conception à l'animation">
        <FeatureGrid items={projectOffice.services} />
      </HeadedSection>

      <HeadedSection
        titleId="etapes-title"
        tone="tinted"
        eyebrow="Mise en place"
        title="Un bureau de projets opérationnel en quelques mois"
      >
        <ApproachSteps steps={projectOffice.steps} />
      </HeadedSection>

      <HeadedSection
        titleId="references-title"
        eyebrow="Références"
        title="Ils ont mis en place un bureau de projets avec nous"
      >
        <RelatedStudiesSlot>
          <ProjectOfficeStudyList studies={relatedStudies} />
        </RelatedStudiesSlot>
      </HeadedSection>

      <CallToAction />
    </>
  );
}
