import { ArrowRightIcon, BriefcaseIcon, CalendarIcon, CheckIcon, ClockIcon, MapPinIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { SectionHeading } from "~/components/ui/section";
import { applyHref, formatClosingDate, jobOfferHref, openingsTitle, type JobOfferSummary } from "../lib/job-offer";

/** Department, place, kind of contract and closing date of an offer: one line of facts. */
export function JobOfferFacts({ offer }: { offer: JobOfferSummary }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
      {offer.location && (
        <li className="flex items-center gap-1">
          <MapPinIcon className="size-4" aria-hidden="true" />
          {offer.location}
        </li>
      )}
      {offer.employmentType && (
        <li className="flex items-center gap-1">
          <ClockIcon className="size-4" aria-hidden="true" />
          {offer.employmentType}
        </li>
      )}
      {offer.closesOn && (
        <li className="flex items-center gap-1">
          <CalendarIcon className="size-4" aria-hidden="true" />
          Candidatures jusqu'au {formatClosingDate(offer.closesOn)}
        </li>
      )}
    </ul>
  );
}

/**
 * The content of /carrieres' offers section: the published, open offers, each linked to its own page and its
 * application form. Plain links: the list needs no JavaScript (the server renders it, decision 0894).
 */
export function JobOfferListView({ offers }: { offers: JobOfferSummary[] }) {
  return (
    <>
      <SectionHeading
        id="offres"
        eyebrow="Offres d'emploi"
        title={openingsTitle(offers.length)}
        description={
          offers.length
            ? "Ouvrez une offre pour la lire en entier ; « Postuler » y mène au formulaire de candidature, qui la mentionne."
            : "Aucune offre ne correspond à votre profil ? La candidature spontanée, plus bas, est toujours ouverte."
        }
      />
      {offers.length > 0 && (
        <ul className="grid gap-6 lg:grid-cols-3">
          {offers.map((offer) => (
            <li key={offer.slug}>
              <Card className="h-full">
                <CardHeader className="gap-3">
                  {offer.department && (
                    <Badge variant="accent" className="self-start">
                      <BriefcaseIcon aria-hidden="true" />
                      <span className="sr-only">Département : </span>
                      {offer.department}
                    </Badge>
                  )}
                  <CardTitle className="text-xl">
                    <a href={jobOfferHref(offer.slug)} className="underline-offset-4 hover:underline">
                      {offer.title}
                    </a>
                  </CardTitle>
                  <JobOfferFacts offer={offer} />
                </CardHeader>
                <CardContent className="grid gap-4">
                  <p className="leading-relaxed text-muted-foreground">{offer.summary}</p>
                  {offer.skills.length > 0 && (
                    <div>
                      <h4 className="mb-2 text-sm font-semibold text-foreground">Compétences recherchées</h4>
                      <ul className="grid gap-2 text-sm">
                        {offer.skills.map((skill) => (
                          <li key={skill} className="flex gap-2">
                            <CheckIcon
                              className="mt-0.5 size-4 shrink-0 text-success dark:text-success"
                              aria-hidden="true"
                            />
                            <span>{skill}</span>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </CardContent>
                <CardFooter>
                  <Button asChild>
                    <a href={applyHref(offer.slug)}>
                      Postuler
                      <ArrowRightIcon aria-hidden="true" />
                      <span className="sr-only"> : {offer.title}</span>
                    </a>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
