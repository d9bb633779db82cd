import { useState } from "react";
import { HomeHero } from "../components/home/home-hero";
import { ProjectContactDialog } from "../components/home/project-contact-dialog";

/**
 * The home page's hero and the project dialog its 'Contactez-nous' button opens: one island (decision 0800). The
 * island is fetched when someone uses the hero, so the dialog's form code comes with it rather than one round trip
 * later; it is mounted on first use only.
 */
export function HomeHeroIsland() {
  const [contactOpen, setContactOpen] = useState(false);
  const [contactUsed, setContactUsed] = useState(false);
  const openContact = () => {
    setContactUsed(true);
    setContactOpen(true);
  };
  return (
    <>
      <HomeHero onContact={openContact} />
      {contactUsed && <ProjectContactDialog open={contactOpen} onOpenChange={setContactOpen} />}
    </>
  );
}
