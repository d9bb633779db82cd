import { HomeHero } from "../components/home/home-hero";
import { ProjectContactDialog } from "../components/home/project-contact-dialog";

/**
 * The home page's hero and the project dialog its « Contactez-nous » button opens: one island (decision 0800). The
 * dialog is a native `<dialog>` in the page's HTML, opened by the browser on the tap (decision 1053); the island is
 * fetched then, and brings the form's validation and its sending.
 */
export function HomeHeroIsland() {
  return (
    <>
      <HomeHero />
      <ProjectContactDialog />
    </>
  );
}
