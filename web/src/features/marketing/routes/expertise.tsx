import { Link } from "react-router";
import { IntroHero } from "~/components/page/intro-hero";
import { HeadedSection } from "~/components/page/headed-section";
import { Section, SectionHeading } from "~/components/ui/section";
import { type ExpertisePage, findExpertisePage } from "~/content/expertise";
import { paths } from "~/lib/paths";
import { CheckList } from "~/components/page/check-list";
import { FeatureGrid } from "../components/expertise/feature-grid";
import { KeyFigures } from "../components/expertise/key-figures";
import { PageNotFound } from "../components/expertise/page-not-found";
import { ProseBlock } from "../components/expertise/prose-block";
import { ApproachSteps } from "../components/services/approach-steps";
import { CallToAction } from "../components/services/call-to-action";
import { HeroActions } from "../components/expertise/hero-actions";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/expertise";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta({ params }: Route.MetaArgs) {
  const page = findExpertisePage(params.slug);
  if (!page) return [{ title: "Page non trouvée" }, { name: "robots", content: "noindex" }];
  return pageMeta({ title: page.metaTitle, description: page.metaDescription, path: paths.expertise(page.slug) });
}

export default function ExpertiseRoute({ params }: Route.ComponentProps) {
  const page = findExpertisePage(params.slug);
  if (!page) return <PageNotFound backTo={paths.services()} backLabel="Retour aux services" />;
  return <Expertise page={page} />;
}

function Expertise({ page }: { page: ExpertisePage }) {
  const other = page.slug === "gestion-de-projet" ? "transformation-agile" : "gestion-de-projet";
  return (
    <>
      <IntroHero
        intro={page}
        illustration={page.slug === "transformation-agile" ? "iterations" : "gantt"}
        actions={
          <HeroActions
            contactLabel="Parler à un expert"
            next={{ to: paths.catalogue(page.catalogueTheme), label: page.catalogueLabel }}
          />
        }
      />

      <Section aria-labelledby="approche-title">
        <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
          <div>
            <h2 id="approche-title" className="mb-6 text-2xl font-bold tracking-tight text-primary md:text-3xl">
              Notre conviction
            </h2>
            <ProseBlock paragraphs={page.intro} />
          </div>
          <div className="self-center">
            <KeyFigures figures={page.figures} label="Chiffres clés" />
          </div>
        </div>
      </Section>

      <HeadedSection
        titleId="piliers-title"
        tone="tinted"
        eyebrow="Nos savoir-faire"
        title="Les piliers de notre intervention"
      >
        <FeatureGrid items={page.pillars} />
      </HeadedSection>

      <HeadedSection titleId="methode-title" eyebrow="Méthode" title="Une démarche éprouvée, adaptée à votre contexte">
        <ApproachSteps steps={page.method} />
      </HeadedSection>

      <Section tone="tinted" aria-labelledby="livrables-title">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="livrables-title" eyebrow="Livrables" title="Ce que vous obtenez" className="mb-6" />
            <CheckList items={page.deliverables} className="text-lg" />
          </div>
          <div className="rounded-lg border bg-card p-6 md:p-8">
            <h2 className="text-xl font-semibold text-primary">Aller plus loin</h2>
            <ul className="mt-4 grid gap-3">
              <li>
                <Link
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  to={paths.expertise(other)}
                >
                  {other === "gestion-de-projet"
                    ? "Notre expertise en gestion de projet"
                    : "Notre expertise en transformation agile"}
                </Link>
              </li>
              <li>
                <Link
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  to={paths.projectOffice()}
                >
                  La solution bureau de projets (PMO)
                </Link>
              </li>
              <li>
                <Link
                  className="font-medium text-primary underline-offset-4 hover:underline"
                  to={paths.certifications()}
                >
                  Nos parcours certifiants
                </Link>
              </li>
              <li>
                <Link className="font-medium text-primary underline-offset-4 hover:underline" to={paths.caseStudies()}>
                  Nos études de cas
                </Link>
              </li>
            </ul>
          </div>
        </div>
      </Section>

      <CallToAction />
    </>
  );
}
