import { ArrowLeft, ArrowRight, CheckCircle2 } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { BandOutlineButton } from "~/components/page/band-button";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { ARTICLE_BODY_CLASSES, ResponsivePicture } from "~/features/blog";
import { paths } from "~/lib/paths";
import { type CaseStudySummary, DEFAULT_CASE_STUDY_LOCATION, type PublicCaseStudy } from "../lib/case-study";
import { CaseStudyCard } from "./case-study-card";
import { CaseStudyIllustration } from "./case-study-illustration";
import { CaseStudyResult } from "./case-study-result";
import { frenchSpacing } from "@common/format";

interface CaseStudyArticleProps {
  study: PublicCaseStudy;
  similar: CaseStudySummary[];
}

/**
 * A study's page: header, cover (or the sector's drawing), key figures, the three parts the editor wrote (sanitised
 * HTML), key information, services and the similar studies. The server renders it from the database (decision 0952);
 * the back office's preview shows the same component.
 */
export function CaseStudyArticle({ study, similar }: CaseStudyArticleProps) {
  const keyInformation = [
    { term: "Client", value: study.client },
    { term: "Secteur", value: study.sector },
    { term: "Année", value: study.year ? String(study.year) : "" },
    { term: "Localisation", value: study.location || DEFAULT_CASE_STUDY_LOCATION },
    { term: "Durée de la mission", value: study.duration },
  ].filter((item) => item.value);
  const parts = [
    { heading: "Le contexte", html: study.challengeHtml },
    { heading: "Notre démarche", html: study.approachHtml },
    { heading: "Les résultats", html: study.resultsHtml },
  ].filter((part) => part.html.trim());

  return (
    <>
      <article>
        <header className="border-b bg-tinted">
          <Container className="py-10 md:py-14">
            <Link
              to={paths.caseStudies()}
              className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary underline-offset-4 hover:underline"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              Retour aux études de cas
            </Link>
            <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-muted-foreground">
              {study.sector && <Badge variant="accent">{study.sector}</Badge>}
              {study.year && <span>{study.year}</span>}
              {study.year && study.client && <span aria-hidden="true">·</span>}
              {study.client && <span className="font-semibold text-foreground">{study.client}</span>}
            </div>
            <h1 className="mt-4 max-w-4xl text-3xl font-bold tracking-tight text-primary md:text-4xl">
              {frenchSpacing(study.title)}
            </h1>
            <p className="mt-5 max-w-3xl text-lg text-muted-foreground">{study.summary}</p>
            {study.result && <CaseStudyResult result={study.result} variant="header" />}
          </Container>
        </header>

        <Container className="grid gap-12 py-12 md:py-16 lg:grid-cols-[2fr_1fr]">
          <div className="min-w-0">
            {study.cover ? (
              <ResponsivePicture
                image={study.cover}
                sizes="(min-width: 1024px) 66vw, 100vw"
                className="aspect-[16/9] rounded-lg"
                eager
              />
            ) : (
              <CaseStudyIllustration
                sector={study.sector}
                label={`Illustration : secteur ${study.sector}, étude de cas ${study.client}`}
                className="aspect-[16/9] w-full"
              />
            )}
            {study.figures.length > 0 && (
              <ul aria-label="Chiffres clés" className="mt-8 grid gap-4 sm:grid-cols-3">
                {study.figures.map((figure) => (
                  <li key={`${figure.value} ${figure.label}`} className="rounded-lg border bg-card p-4">
                    <span className="block text-2xl font-bold text-primary">{figure.value}</span>
                    <span className="mt-1 block text-sm text-muted-foreground">{figure.label}</span>
                  </li>
                ))}
              </ul>
            )}
            <div className="mt-10 space-y-10">
              {parts.map((part) => (
                <section key={part.heading}>
                  <h2 className="text-2xl font-bold text-primary">{part.heading}</h2>
                  <div className={`mt-4 ${ARTICLE_BODY_CLASSES}`} dangerouslySetInnerHTML={{ __html: part.html }} />
                </section>
              ))}
            </div>
          </div>

          <aside className="grid content-start gap-6" aria-label="Informations sur la mission">
            <section className="rounded-lg border bg-card p-6">
              <h2 className="text-lg font-semibold">Informations clés</h2>
              <dl className="mt-4 grid gap-3">
                {keyInformation.map((item) => (
                  <div key={item.term}>
                    <dt className="text-sm text-muted-foreground">{item.term}</dt>
                    <dd className="font-medium">{item.value}</dd>
                  </div>
                ))}
              </dl>
            </section>
            {study.services.length > 0 && (
              <section className="rounded-lg border bg-card p-6">
                <h2 className="text-lg font-semibold">Services fournis</h2>
                <ul className="mt-4 grid gap-2">
                  {study.services.map((service) => (
                    <li key={service} className="flex gap-2">
                      <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                      {service}
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section className="rounded-lg bg-band p-6 text-band-foreground">
              <h2 className="text-lg font-semibold">Un projet similaire ?</h2>
              <p className="mt-2 text-band-muted">Parlons-en lors d'un premier échange de 15 minutes, offert.</p>
              <div className="mt-4 grid gap-2">
                <Button asChild variant="accent">
                  <Link to={paths.bookCall()}>Réserver un premier échange</Link>
                </Button>
                <BandOutlineButton>
                  <Link to={paths.catalogue()}>Voir nos formations</Link>
                </BandOutlineButton>
              </div>
            </section>
          </aside>
        </Container>
      </article>

      <section aria-labelledby="similaires-title" className="border-t bg-tinted">
        <Container className="py-12 md:py-16">
          <h2 id="similaires-title" className="text-2xl font-bold text-primary">
            Études de cas similaires
          </h2>
          {similar.length > 0 ? (
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {similar.map((other) => (
                <li key={other.slug}>
                  <CaseStudyCard study={other} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
              Aucune autre étude de cas n'est publiée pour le moment dans le secteur « {study.sector} ».{" "}
              <Link
                className="inline-flex items-center gap-1 font-semibold text-primary underline-offset-4 hover:underline"
                to={paths.caseStudies()}
              >
                Voir toutes nos études de cas
                <ArrowRight className="size-4" aria-hidden="true" />
              </Link>
            </p>
          )}
        </Container>
      </section>
    </>
  );
}
