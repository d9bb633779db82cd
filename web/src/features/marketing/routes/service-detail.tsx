import { MessageSquarePlus } from "lucide-react";
import { Link } from "react-router";
import { Island } from "~/lib/islands/island";
import { BandMainLink, BandNextLink, BandOutlineButton } from "~/components/page/band-button";
import { IntroHero } from "~/components/page/intro-hero";
import { HeadedSection } from "~/components/page/headed-section";
import { Section, SectionHeading } from "~/components/ui/section";
import { type ServiceDetail, findServiceDetail } from "~/content/services";
import { paths } from "~/lib/paths";
import { CheckList } from "~/components/page/check-list";
import { FeatureGrid } from "../components/expertise/feature-grid";
import { PageNotFound } from "../components/expertise/page-not-found";
import { ProseBlock } from "../components/expertise/prose-block";
import { ApproachSteps } from "../components/services/approach-steps";
import { CallToAction } from "../components/services/call-to-action";
import { pageMeta } from "~/lib/page-meta";
import type { Route } from "./+types/service-detail";
import { ServiceFaqIsland } from "../islands/service-faq-island";
import { islandPage } from "~/lib/islands/island-page";

export const handle = islandPage;

export function meta({ params }: Route.MetaArgs) {
  const detail = findServiceDetail(params.slug);
  if (!detail) return [{ title: "Page non trouvée" }, { name: "robots", content: "noindex" }];
  return pageMeta({
    title: detail.metaTitle,
    description: detail.metaDescription,
    path: paths.serviceDetail(detail.slug),
  });
}

export default function ServiceDetailRoute({ params }: Route.ComponentProps) {
  const detail = findServiceDetail(params.slug);
  if (!detail) return <PageNotFound backTo={paths.services()} backLabel="Retour aux services" />;
  return <ServiceDetailPage detail={detail} />;
}

function ServiceDetailPage({ detail }: { detail: ServiceDetail }) {
  return (
    <>
      <IntroHero
        intro={detail}
        illustration="roadmap"
        actions={
          <>
            <BandMainLink to={paths.bookCall()} icon={MessageSquarePlus}>
              Réserver un premier échange
            </BandMainLink>
            <BandOutlineButton size="lg">
              <Link to={paths.quote()}>Demander un devis</Link>
            </BandOutlineButton>
            <BandNextLink to={paths.services()}>Tous nos services</BandNextLink>
          </>
        }
      />

      <Section aria-labelledby="intro-title">
        <h2 id="intro-title" className="sr-only">
          Présentation
        </h2>
        <ProseBlock paragraphs={detail.intro} />
      </Section>

      <HeadedSection
        titleId="offres-title"
        tone="tinted"
        eyebrow="Nos interventions"
        title="Ce que nous vous proposons"
      >
        <FeatureGrid items={detail.offers} columns={2} />
      </HeadedSection>

      <Section aria-labelledby="benefices-title">
        <div className="grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="benefices-title"
              eyebrow="Pourquoi nous choisir"
              title="Ce qui fait la différence"
              className="mb-6"
            />
            <CheckList items={detail.benefits} className="text-lg" />
          </div>
          <div>
            <h2 className="mb-6 text-2xl font-bold tracking-tight text-primary md:text-3xl">Questions fréquentes</h2>
            <Island name="service-faq" component={ServiceFaqIsland} props={{ slug: detail.slug }} />
          </div>
        </div>
      </Section>

      <HeadedSection
        titleId="deroulement-title"
        tone="tinted"
        eyebrow="Déroulement"
        title="Comment se passe un accompagnement"
      >
        <ApproachSteps steps={detail.process} />
      </HeadedSection>

      <CallToAction />
    </>
  );
}
