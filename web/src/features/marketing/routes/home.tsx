import { BridgeBlock } from "../components/home/bridge-block";
import { ClosingCta } from "../components/home/closing-cta";
import { Highlights } from "../components/home/highlights";
import { HomeHeroIsland } from "../islands/home-hero-island";
import { Island } from "~/lib/islands/island";
import { ServicesPreview } from "../components/home/services-preview";
import { StatsStrip } from "../components/home/stats-strip";
import { TestimonialsSection } from "../components/home/testimonials-section";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { jsonLd, organizationData } from "~/lib/seo";
import { islandPage } from "~/lib/islands/island-page";

// "/" and "/accueil" are the same page: both declare "/" as canonical.
export const handle = islandPage;

export function meta() {
  return [
    ...pageMeta({
      title: "Conseil et formation en gestion de projet",
      description: site.description,
      path: paths.home(),
    }),
    jsonLd(organizationData()),
  ];
}

export default function HomePage() {
  return (
    <>
      <Island name="home-hero" component={HomeHeroIsland} />
      <StatsStrip />
      <Highlights />
      <ServicesPreview />
      <BridgeBlock />
      <Island name="testimonials" component={TestimonialsSection} />
      <ClosingCta />
    </>
  );
}
