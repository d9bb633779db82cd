import { CreditCardIcon, LogInIcon, UserPlusIcon } from "lucide-react";
import { Link, Navigate } from "react-router";
import { SessionsTable } from "~/components/formations/sessions-table";
import { Badge } from "~/components/ui/badge";
import { themeLabel } from "~/content/formations";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Section, SectionHeading } from "~/components/ui/section";
import { useAuth } from "~/lib/auth";
import { formatPrice } from "~/domain/money";
import { paths } from "~/lib/paths";
import { sessionsForFormation, useShownSessions } from "~/lib/formation-sessions";
import { signInPath } from "~/features/auth";
import { EnrolButton } from "~/features/enrollment";
import { BackLink } from "../components/back-link";
import { FormationSkeleton } from "../components/formation-skeleton";
import { formationMeta } from "../lib/formation-meta";
import { useFormationFromParams } from "../lib/use-formation";
import type { Route } from "./+types/formation-enrollment";

export function meta({ params }: Route.MetaArgs) {
  return formationMeta(params.id, "enrollment");
}

const steps = [
  "Connectez-vous à votre espace (ou créez un compte en une minute).",
  "Cliquez sur « S'inscrire à cette formation » et choisissez votre moyen de paiement : carte bancaire, Mobile Money ou virement.",
  "Votre inscription est enregistrée en attente de paiement ; retrouvez-la dans « Mes formations ».",
];

/** /formations/:id/inscription — the target of the sessions table's "S'inscrire" buttons. */
export default function FormationEnrollmentRoute() {
  const state = useFormationFromParams();
  const { user, loading } = useAuth();
  const live = useShownSessions();
  if (state.status === "redirect") return <Navigate to={paths.catalogue()} replace />;
  if (state.status === "loading") return <FormationSkeleton />;

  const { formation } = state;
  const price = formatPrice(formation.price, formation.price_currency);
  const { sessions, matched } = sessionsForFormation(formation.id, live.data);
  return (
    <>
      <section className="bg-band text-band-foreground">
        <Container className="grid gap-6 py-10 md:py-14">
          <BackLink to={paths.formation(formation.id)}>Retour à la formation</BackLink>
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-amber-200 uppercase">Inscription</p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight md:text-4xl">{formation.title}</h1>
          </div>
        </Container>
      </section>

      <Section>
        <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div className="grid min-w-0 grid-cols-1 content-start gap-10">
            <div>
              <SectionHeading
                title={matched ? "Sessions de cette formation" : "Prochaines sessions"}
                description={
                  matched
                    ? "Choisissez votre session ; nous confirmons votre place dès réception du paiement."
                    : "Aucune session publique n'est encore programmée pour cette formation. Voici toutes nos prochaines sessions ; nous pouvons aussi l'organiser dans votre entreprise."
                }
                className="mb-6"
              />
              <SessionsTable
                sessions={sessions}
                caption={matched ? `Sessions de la formation ${formation.title}` : "Prochaines sessions de formation"}
              />
            </div>
            <div>
              <h2 className="text-xl font-bold text-primary">Comment s'inscrire</h2>
              <ol className="mt-4 grid list-decimal gap-2 pl-5">
                {steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </div>
          </div>

          <Card className="self-start border-primary/30">
            <CardHeader>
              <Badge variant="secondary" className="self-start">
                {themeLabel(formation.theme)}
              </Badge>
              <CardTitle className="text-xl">{formation.title}</CardTitle>
              <p className="text-sm text-muted-foreground">{formation.description}</p>
            </CardHeader>
            <CardContent className="grid gap-5">
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-muted-foreground">Durée</dt>
                  <dd className="font-medium">{formation.duration}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Expert</dt>
                  <dd className="font-medium">{formation.expert}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Formats</dt>
                  <dd className="font-medium">{formation.formats.join(" · ")}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Tarif</dt>
                  <dd className="font-semibold whitespace-nowrap text-primary" data-testid="formation-price">
                    {price || "Sur demande"}
                  </dd>
                </div>
              </dl>
              {price && <p className="-mt-3 text-xs text-muted-foreground">Par participant, hors taxes</p>}
              <EnrolButton formation={formation} className="w-full" />
              <p className="flex items-center gap-2 text-xs text-muted-foreground">
                <CreditCardIcon className="size-4" aria-hidden="true" />
                Carte bancaire, Mobile Money ou virement bancaire
              </p>
              {!loading && !user && (
                <div className="grid gap-2 rounded-md bg-muted p-4 text-sm">
                  <p>Vous devez être connecté pour vous inscrire.</p>
                  <div className="flex flex-wrap gap-2">
                    <Button asChild size="sm" variant="outline">
                      <Link to={signInPath(paths.formationEnrollment(formation.id))}>
                        <LogInIcon aria-hidden="true" />
                        Se connecter
                      </Link>
                    </Button>
                    <Button asChild size="sm" variant="ghost">
                      <Link to={signInPath(paths.formationEnrollment(formation.id), "signup")}>
                        <UserPlusIcon aria-hidden="true" />
                        Créer un compte
                      </Link>
                    </Button>
                  </div>
                </div>
              )}
            </CardContent>
          </Card>
        </div>
      </Section>
    </>
  );
}
