import { ArrowRight, Award, CalendarDays, CheckCircle2, MessageSquarePlus, Users } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { BandMainLink, BandNextLink, BandOutlineButton } from "~/components/page/band-button";
import { CallToActionBand } from "~/components/page/call-to-action-band";
import { CheckList } from "~/components/page/check-list";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { IntroHero } from "~/components/page/intro-hero";
import { HeadedSection } from "~/components/page/headed-section";
import { Section, SectionHeading } from "~/components/ui/section";
import { type CertificationProgramme, certificationProgrammes } from "~/content/services";
import { islandPage } from "~/lib/islands/island-page";
import { pageMeta } from "~/lib/page-meta";
import { paths } from "~/lib/paths";

export function meta() {
  return pageMeta({
    title: "Formations certifiantes : PMP, PRINCE2 et agilité",
    description:
      "Préparez les certifications internationales en gestion de projet et en agilité (PMP, CAPM, PRINCE2, Scrum Master, Product Owner) avec des formateurs certifiés, en présentiel ou en ligne.",
    path: paths.certifications(),
  });
}

/** Static text and links only: an island page with no island (decision 0802). */
export const handle = islandPage;

const intro = {
  eyebrow: "Formations certifiantes",
  title: "Des certifications reconnues dans le monde entier",
  lead: "Chaque formation donne lieu à une attestation de participation ; nos parcours certifiants vous préparent en plus aux examens internationaux de gestion de projet et d'agilité.",
};

const promises = [
  {
    title: "Formateurs certifiés",
    description: "Tous nos formateurs détiennent la certification qu'ils préparent et l'appliquent en mission.",
  },
  {
    title: "30 % de théorie, 70 % de pratique",
    description: "Études de cas africaines, exercices en groupe et examens blancs chronométrés.",
  },
  {
    title: "Suivi après la formation",
    description: "Trois mois de suivi pour réviser, poser vos questions et préparer l'examen sereinement.",
  },
];

const prerequisites = [
  "3 à 5 ans d'expérience professionnelle pour les parcours PMP et PRINCE2 Practitioner",
  "Un niveau de français B2, langue de tous nos supports",
  "Aucun prérequis pour CAPM, PRINCE2 Foundation et les certifications agiles",
];

export default function CertificationsRoute() {
  return (
    <>
      <IntroHero
        intro={intro}
        illustration="certificate"
        actions={
          <>
            <Button asChild variant="accent" size="lg">
              <Link to={paths.catalogue()}>
                Voir toutes les formations
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <BandOutlineButton size="lg">
              <Link to={paths.contact()}>
                <MessageSquarePlus aria-hidden="true" />
                Être conseillé
              </Link>
            </BandOutlineButton>
          </>
        }
      />

      <HeadedSection
        titleId="parcours-title"
        eyebrow="Nos parcours"
        title="Cinq parcours pour valider vos compétences"
        description="Les frais d'examen sont facturés par les organismes certificateurs ; nous vous accompagnons dans l'inscription."
      >
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {certificationProgrammes.map((programme) => (
            <li key={programme.id}>
              <ProgrammeCard programme={programme} />
            </li>
          ))}
        </ul>
      </HeadedSection>

      <Section tone="tinted" aria-labelledby="engagements-title">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <SectionHeading
              id="engagements-title"
              eyebrow="Nos engagements"
              title="Tout pour réussir votre examen"
              className="mb-6"
            />
            <ul className="grid gap-5">
              {promises.map((promise) => (
                <li key={promise.title} className="flex gap-3">
                  <Award className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden="true" />
                  <div>
                    <h3 className="font-semibold">{promise.title}</h3>
                    <p className="text-muted-foreground">{promise.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-lg border bg-card p-6 md:p-8">
            <h2 className="text-xl font-semibold text-primary">Prérequis</h2>
            <CheckList items={prerequisites} className="mt-4" />
            <p className="mt-6 text-muted-foreground">
              Vous hésitez entre deux parcours ? Nous vous proposons un appel de 15 minutes pour faire le point sur
              votre expérience et vos objectifs.
            </p>
          </div>
        </div>
      </Section>

      <CallToActionBand
        titleId="cta-certifications-title"
        title="Former toute une équipe ?"
        description="Nous organisons nos parcours certifiants en intra-entreprise, dans vos locaux ou en ligne, aux dates qui vous conviennent."
      >
        <BandMainLink to={paths.quote()}>Demander un devis</BandMainLink>
        <BandNextLink to={paths.catalogue()}>Consulter le catalogue</BandNextLink>
      </CallToActionBand>
    </>
  );
}

function ProgrammeCard({ programme }: { programme: CertificationProgramme }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex flex-wrap gap-2">
          {programme.formats.map((format) => (
            <Badge key={format} variant="secondary">
              {format}
            </Badge>
          ))}
        </div>
        <CardTitle className="mt-2">{programme.name}</CardTitle>
        <CardDescription>Délivrée par : {programme.certifier}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p>{programme.description}</p>
        <dl className="grid gap-2 text-sm">
          <div className="flex gap-2">
            <dt className="flex items-center gap-1.5 font-semibold">
              <CalendarDays className="size-4 text-primary" aria-hidden="true" />
              Durée :
            </dt>
            <dd>{programme.duration}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="flex shrink-0 items-center gap-1.5 self-start font-semibold">
              <Users className="size-4 text-primary" aria-hidden="true" />
              Public :
            </dt>
            <dd>{programme.audience}</dd>
          </div>
        </dl>
        <ul className="grid gap-1.5 text-sm text-muted-foreground">
          {programme.outcomes.map((outcome) => (
            <li key={outcome} className="flex gap-2">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {outcome}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" size="sm">
          <Link to={paths.catalogue(programme.catalogueTheme)}>
            Formations {programme.catalogueTheme}
            <span className="sr-only"> liées à : {programme.name}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
