import { BandMainLink, BandNextLink } from "~/components/page/band-button";
import { CallToActionBand } from "~/components/page/call-to-action-band";
import { PageHero } from "~/components/ui/page-hero";
import { HeadedSection } from "~/components/page/headed-section";
import { Island } from "~/lib/islands/island";
import { islandPage, useIslandPage } from "~/lib/islands/island-page";
import { paths } from "~/lib/paths";
import { CaseStudyTabs } from "../components/case-study-tabs";
import { CaseStudyTabsIsland } from "../islands/case-study-tabs-island";
import { CASE_STUDY_LIST_SECTION_ID } from "../lib/case-study";
import { caseStudyListMeta } from "../lib/case-study-meta";
import { seedCaseStudies } from "../lib/template-case-study";
import { usePublicCaseStudies } from "../lib/use-public-case-study";

export const handle = islandPage;

export function meta() {
  return caseStudyListMeta();
}

/**
 * The published studies under their sector tabs. The build writes the island with the seed's studies; the server
 * answers /etudes-de-cas with this section filled from the database (decision 0952). Reached by a client-side
 * navigation in the single-page app, the list is read from the REST API.
 */
function PublishedStudies() {
  const islandPage = useIslandPage();
  const query = usePublicCaseStudies(!islandPage);
  if (islandPage)
    return <Island name="case-study-tabs" component={CaseStudyTabsIsland} props={{ studies: seedCaseStudies() }} />;
  if (query.isPending)
    return (
      <p role="status" className="text-muted-foreground">
        Chargement des études de cas…
      </p>
    );
  if (query.isError)
    return <p role="alert">Les études de cas n'ont pas pu être chargées. Réessayez dans un instant.</p>;
  return <CaseStudyTabs studies={query.data} />;
}

export default function CaseStudyListRoute() {
  return (
    <>
      <PageHero
        eyebrow="Études de cas"
        title="Des résultats concrets sur le terrain"
        description="Mines, énergie, finance, télécommunications, administrations : découvrez comment nous avons aidé nos clients à reprendre la maîtrise de leurs projets et à faire grandir leurs équipes."
      />
      <HeadedSection
        titleId="etudes-title"
        title="Nos missions récentes"
        description="Filtrez par secteur pour retrouver les missions les plus proches de votre contexte."
      >
        <section id={CASE_STUDY_LIST_SECTION_ID}>
          <PublishedStudies />
        </section>
      </HeadedSection>
      <CallToActionBand
        titleId="cta-etudes-title"
        title="Votre projet pourrait être le prochain"
        description="Présentez-nous votre situation : nous vous dirons comment nous pouvons vous aider, sans engagement."
      >
        <BandMainLink to={paths.contact()}>Nous contacter</BandMainLink>
        <BandNextLink to={paths.catalogue()}>Voir nos formations</BandNextLink>
      </CallToActionBand>
    </>
  );
}
