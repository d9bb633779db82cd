import { useState } from "react";
import { BridgeBlock } from "../components/home/bridge-block";
import { ClosingCta } from "../components/home/closing-cta";
import { Highlights } from "../components/home/highlights";
import { HomeHero } from "../components/home/home-hero";
import { ProjectContactDialog } from "../components/home/project-contact-dialog";
import { ServicesPreview } from "../components/home/services-preview";
import { StatsStrip } from "../components/home/stats-strip";
import { TestimonialsSection } from "../components/home/testimonials-section";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

// "/" and "/accueil" are the same page: both declare "/" as canonical.
export function meta() {
  return pageMeta({
    title: "Conseil et formation en gestion de projet",
    description: site.description,
    path: paths.home(),
  });
}

export default function HomePage() {
  const [contactOpen, setContactOpen] = useState(false);
  return (
    <>
      <HomeHero onContact={() => setContactOpen(true)} />
      <StatsStrip />
      <Highlights />
      <ServicesPreview />
      <BridgeBlock />
      <TestimonialsSection />
      <ClosingCta />
      <ProjectContactDialog open={contactOpen} onOpenChange={setContactOpen} />
    </>
  );
}
