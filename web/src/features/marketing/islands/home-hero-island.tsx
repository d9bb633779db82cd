import { Suspense, lazy, useEffect, useState } from "react";
import { HomeHero } from "../components/home/home-hero";

// The modal's form code (react-hook-form, zod, Radix Select) is fetched when the browser is idle or on the first
// click, not with the page: it is closed at first paint (docs/performance.md).
const loadContactDialog = () => import("../components/home/project-contact-dialog");
const ProjectContactDialog = lazy(() => loadContactDialog().then((module) => ({ default: module.ProjectContactDialog })));

/** The home page's hero and the project dialog its 'Contactez-nous' button opens: one island (decision 0800). */
export function HomeHeroIsland() {
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
      {contactUsed && (
        <Suspense fallback={null}>
          <ProjectContactDialog open={contactOpen} onOpenChange={setContactOpen} />
        </Suspense>
      )}
    </>
  );
}
