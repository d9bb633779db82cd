import { Island } from "~/lib/islands/island";
import { islandPage } from "~/lib/islands/island-page";
import { pageMeta } from "~/lib/page-meta";
import { CAREERS_PATH, JobOfferView, OFFER_SECTION_ID, templateJobOffer } from "~/features/careers";
import { CareersApplyIsland } from "../islands/careers-apply-island";

export const handle = islandPage;

export function meta() {
  return pageMeta({ title: templateJobOffer.title, description: templateJobOffer.summary, path: CAREERS_PATH });
}

/**
 * /carrieres/:slug. The build prerenders one page, the template; the server answers every offer's address with the
 * template's HTML, its offer section filled from the database (decisions 0890, 0894). The application form below
 * is the careers island: on an offer's page it names the offer it applies to.
 */
export default function JobOfferPage() {
  return (
    <>
      <section id={OFFER_SECTION_ID}>
        <JobOfferView offer={templateJobOffer} />
      </section>
      <Island name="careers-apply" component={CareersApplyIsland} props={{ offerPage: true }} />
    </>
  );
}
