import { BridgeBlock } from "../components/home/bridge-block";
import { ClientLogos, CLIENT_LOGOS_SLOT } from "../components/home/client-logos";
import { ClosingCta } from "../components/home/closing-cta";
import { Highlights } from "../components/home/highlights";
import { HomeHeroBand } from "../components/home/home-hero";
import { HomeHeroIsland } from "../islands/home-hero-island";
import { Island } from "~/lib/islands/island";
import { ServicesPreview } from "../components/home/services-preview";
import { StatsStrip } from "../components/home/stats-strip";
import { TestimonialsSection } from "../components/home/testimonials-section";
import { site } from "~/config/site";
import { seedTestimonials } from "~/content/home";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { jsonLd } from "~/lib/seo/json-ld";
import { organizationData } from "~/lib/seo/organization";
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

/**
 * The home page. Its testimonials, client logos and hero image are edited in « Contenus »: the build prerenders it
 * with the seed's testimonials, no logo and the drawn dashboard, and the server answers `/` with what is published,
 * rendered into this HTML and cached until the next change (server/src/content/page-heroes.ts, decision 0953).
 */
export default function HomePage() {
  return (
    <>
      <HomeHeroBand>
        <Island name="home-hero" component={HomeHeroIsland} />
      </HomeHeroBand>
      <StatsStrip />
      <Highlights />
      <ServicesPreview />
      <BridgeBlock />
      <Island name="testimonials" component={TestimonialsSection} props={{ testimonials: seedTestimonials }} />
      <div data-slot={CLIENT_LOGOS_SLOT}>
        <ClientLogos logos={[]} />
      </div>
      <ClosingCta />
    </>
  );
}
