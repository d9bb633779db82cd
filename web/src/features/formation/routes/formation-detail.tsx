import { Navigate } from "react-router";
import { Container } from "~/components/ui/container";
import { Section } from "~/components/ui/section";
import { Island } from "~/lib/islands/island";
import { islandPage } from "~/lib/islands/island-page";
import { paths } from "~/lib/paths";
import { themeContentFor } from "../content/theme-content";
import { BackLink } from "../components/back-link";
import { FormationHeader } from "../components/formation-header";
import { CourseSessions } from "../components/formation-sessions";
import { FormationSkeleton } from "../components/formation-skeleton";
import { Inclusions } from "../components/inclusions";
import { NewsletterBox } from "../components/newsletter-box";
import { QuoteBox } from "../components/quote-box";
import { RelatedFormations } from "../components/related-formations";
import { TrainingRooms } from "../components/training-rooms";
import { FormationEnrolIsland } from "../islands/formation-enrol-island";
import { FormationTabsIsland } from "../islands/formation-tabs-island";
import { formationMeta } from "../lib/formation-meta";
import { SIGNED_IN_ENROL_SCRIPT } from "../lib/signed-in-enrol";
import { useFormationFromParams } from "../lib/use-formation";
import type { Route } from "./+types/formation-detail";

/** Prerendered without the app: tabs, enrollment, live seats and newsletter box are islands (decision 0802). */
export const handle = islandPage;

export function meta({ params }: Route.MetaArgs) {
  return formationMeta(params.id, "detail");
}

export default function FormationDetailRoute() {
  const state = useFormationFromParams();
  if (state.status === "redirect") return <Navigate to={paths.catalogue()} replace />;
  if (state.status === "loading") return <FormationSkeleton />;

  const { formation } = state;
  const content = themeContentFor(formation.theme);
  return (
    <>
      <section className="bg-band text-band-foreground">
        <Container className="grid gap-8 py-10 md:py-14">
          <BackLink to={paths.catalogue()}>Retour aux formations</BackLink>
          <FormationHeader formation={formation} certification={content.certification} />
        </Container>
      </section>

      <Section>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="min-w-0">
            <h2 className="sr-only">Détails de la formation</h2>
            <Island name="formation-tabs" component={FormationTabsIsland} props={{ formation }} />
          </div>
          <aside aria-labelledby="formation-practical-info" className="grid content-start gap-6">
            <h2 id="formation-practical-info" className="sr-only">
              Inscription et informations pratiques
            </h2>
            <Island name="formation-enrol" component={FormationEnrolIsland} props={{ formation }} />
            {/* Runs as the HTML is parsed, before any tap: a stored session keeps « S'inscrire » for the island. */}
            <script dangerouslySetInnerHTML={{ __html: SIGNED_IN_ENROL_SCRIPT }} />
            <Island
              name="formation-sessions"
              component={CourseSessions}
              props={{ formationId: formation.id }}
              when="visible"
            />
            <Inclusions />
            <QuoteBox formationId={formation.id} />
            <Island name="formation-newsletter" component={NewsletterBox} />
          </aside>
        </div>
      </Section>

      <TrainingRooms />
      <RelatedFormations formation={formation} />
    </>
  );
}
