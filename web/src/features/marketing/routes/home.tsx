import { Suspense, lazy, useEffect, useState } from "react";
import { BridgeBlock } from "../components/home/bridge-block";
import { ClosingCta } from "../components/home/closing-cta";
import { Highlights } from "../components/home/highlights";
import { HomeHero } from "../components/home/home-hero";
import { ServicesPreview } from "../components/home/services-preview";
import { StatsStrip } from "../components/home/stats-strip";
import { TestimonialsSection } from "../components/home/testimonials-section";
import { site } from "~/config/site";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";
import { jsonLd, organizationData } from "~/lib/seo";

// The modal's form code (react-hook-form, zod, Radix Select) is fetched when the browser is idle or on the first
// click, not with the page: it is closed at first paint (docs/performance.md).
const loadContactDialog = () => import("../components/home/project-contact-dialog");
const ProjectContactDialog = lazy(() => loadContactDialog().then((module) => ({ default: module.ProjectContactDialog })));

// "/" and "/accueil" are the same page: both declare "/" as canonical.
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
  const [contactOpen, setContactOpen] = useState(false);
  const [contactUsed, setContactUsed] = useState(false);
  useEffect(() => {
    const warm = () => void loadContactDialog().catch(() => undefined);
    if (typeof window.requestIdleCallback !== "function") {
      const handle = window.setTimeout(warm, 2000);
      return () => window.clearTimeout(handle);
    }
    const handle = window.requestIdleCallback(warm, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  const openContact = () => {
    setContactUsed(true);
    setContactOpen(true);
  };
  return (
    <>
      <HomeHero onContact={openContact} />
      <StatsStrip />
      <Highlights />
      <ServicesPreview />
      <BridgeBlock />
      <TestimonialsSection />
      <ClosingCta />
      {contactUsed && (
        <Suspense fallback={null}>
          <ProjectContactDialog open={contactOpen} onOpenChange={setContactOpen} />
        </Suspense>
      )}
    </>
  );
}
