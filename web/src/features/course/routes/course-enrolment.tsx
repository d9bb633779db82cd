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
import { useShownSessions } from "~/lib/course-sessions";
import { sessionsForCourse } from "~/lib/sessions";
import { signInPath } from "~/features/auth";
import { EnrolButton } from "~/features/enrolment";
import { BackLink } from "../components/back-link";
import { CourseSkeleton } from "../components/course-skeleton";
import { courseMeta } from "../lib/course-meta";
import { useCourseFromParams } from "../lib/use-course";
import type { Route } from "./+types/course-enrolment";

export function meta({ params }: Route.MetaArgs) {
  return courseMeta(params.id, "enrolment");
}

const steps = [
  "Connectez-vous à votre espace (ou créez un compte en une minute).",
  "Cliquez sur « S'inscrire à cette formation » et choisissez votre moyen de paiement : carte bancaire, Mobile Money ou virement.",
  "Votre inscription est enregistrée en attente de paiement ; retrouvez-la dans « Mes formations ».",
];

/** /formations/:id/inscription — the target of the sessions table's "S'inscrire" buttons. */
export default function CourseEnrolmentRoute() {
  const state = useCourseFromParams();
  const { user, loading } = useAuth();
  const live = useShownSessions();
  if (state.status === "redirect") return <Navigate to={paths.catalogue()} replace />;
  if (state.status === "loading") return <CourseSkeleton />;

  const { course } = state;
  const price = formatPrice(course.price, course.price_currency);
  const { sessions, matched } = sessionsForCourse(course.id, live.data);
  return (
    <>
      <section className="bg-band text-band-foreground">
        <Container className="grid gap-6 py-10 md:py-14">
          <BackLink to={paths.course(course.id)}>Retour à la formation</BackLink>
          <div className="max-w-3xl">
            <p className="text-sm font-semibold tracking-wide text-amber-200 uppercase">Inscription</p>
            <h1 className="mt-3 text-3xl font-bold tracking-tight md:text-4xl">{course.title}</h1>
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
                caption={matched ? `Sessions de la formation ${course.title}` : "Prochaines sessions de formation"}
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
                {themeLabel(course.theme)}
              </Badge>
              <CardTitle className="text-xl">{course.title}</CardTitle>
              <p className="text-sm text-muted-foreground">{course.description}</p>
            </CardHeader>
            <CardContent className="grid gap-5">
              <dl className="grid grid-cols-2 gap-3 text-sm">
                <div>
                  <dt className="text-muted-foreground">Durée</dt>
                  <dd className="font-medium">{course.duration}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Expert</dt>
                  <dd className="font-medium">{course.expert}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Formats</dt>
                  <dd className="font-medium">{course.formats.join(" · ")}</dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">Tarif</dt>
                  <dd className="font-semibold whitespace-nowrap text-primary" data-testid="course-price">
                    {price || "Sur demande"}
                  </dd>
                </div>
              </dl>
              {price && <p className="-mt-3 text-xs text-muted-foreground">Par participant, hors taxes</p>}
              <EnrolButton formation={course} className="w-full" />
              <p className="flex items-center gap-2 text-xs text-muted-foreground">
                <CreditCardIcon className="size-4" aria-hidden="true" />
                Carte bancaire, Mobile Money ou virement bancaire
              </p>
              {!loading && !user && (
                <div className="grid gap-2 rounded-md bg-muted p-4 text-sm">
                  <p>Vous devez être connecté pour vous inscrire.</p>
                  <div className="flex flex-wrap gap-2">
                    <Button asChild size="sm" variant="outline">
                      <Link to={signInPath(paths.courseEnrolment(course.id))}>
                        <LogInIcon aria-hidden="true" />
                        Se connecter
                      </Link>
                    </Button>
                    <Button asChild size="sm" variant="ghost">
                      <Link to={signInPath(paths.courseEnrolment(course.id), "signup")}>
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
