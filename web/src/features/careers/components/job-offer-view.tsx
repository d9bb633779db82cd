import { ArrowLeftIcon, BriefcaseIcon, CheckIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import { ARTICLE_BODY_CLASSES } from "~/features/blog";
import { CAREERS_PATH, jobOfferHref, type PublicJobOffer } from "../lib/job-offer";
import { JobOfferFacts } from "./job-offer-list-view";

/** An offer's page content (the server, the build's template and the back office's preview render it alike). */
export function JobOfferView({ offer }: { offer: PublicJobOffer }) {
  return (
    <article aria-labelledby="titre-offre" className="py-12 md:py-16">
      <Container className="max-w-3xl">
        <a
          href={CAREERS_PATH}
          className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Toutes les offres
        </a>
        {offer.department && (
          <Badge variant="accent" className="mt-6">
            <BriefcaseIcon aria-hidden="true" />
            <span className="sr-only">Département : </span>
            {offer.department}
          </Badge>
        )}
        <h1 id="titre-offre" className="mt-4 text-3xl font-bold tracking-tight text-primary md:text-5xl">
          {offer.title}
        </h1>
        <div className="mt-4">
          <JobOfferFacts offer={offer} />
        </div>
        {offer.summary && <p className="mt-6 text-xl leading-relaxed text-muted-foreground">{offer.summary}</p>}
        <div className={`mt-8 ${ARTICLE_BODY_CLASSES}`} dangerouslySetInnerHTML={{ __html: offer.descriptionHtml }} />
        {offer.skills.length > 0 && (
          <div className="mt-10">
            <h2 className="mb-4 text-2xl font-bold text-primary">Compétences recherchées</h2>
            <ul className="grid gap-2">
              {offer.skills.map((skill) => (
                <li key={skill} className="flex gap-2">
                  <CheckIcon className="mt-1 size-4 shrink-0 text-success dark:text-success" aria-hidden="true" />
                  <span>{skill}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="sr-only">
          Adresse de cette offre : <a href={jobOfferHref(offer.slug)}>{offer.title}</a>
        </p>
      </Container>
    </article>
  );
}
