import { BriefcaseIcon, CheckIcon, ClockIcon, MapPinIcon } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import type { JobOffer } from "~/content/careers";

export function JobOfferCard({ offer, onApply }: { offer: JobOffer; onApply: (offer: JobOffer) => void }) {
  const titleId = `offre-${offer.id}`;
  return (
    <Card className="h-full">
      <CardHeader className="gap-3">
        <Badge variant="accent" className="self-start">
          <BriefcaseIcon aria-hidden="true" />
          <span className="sr-only">Département : </span>
          {offer.department}
        </Badge>
        <CardTitle id={titleId} className="text-xl">
          {offer.title}
        </CardTitle>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-1">
            <MapPinIcon className="size-4" aria-hidden="true" />
            {offer.location}
          </li>
          <li className="flex items-center gap-1">
            <ClockIcon className="size-4" aria-hidden="true" />
            {offer.type}
          </li>
        </ul>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="leading-relaxed text-muted-foreground">{offer.description}</p>
        <div>
          <h4 className="mb-2 text-sm font-semibold text-foreground">Compétences recherchées</h4>
          <ul className="grid gap-2 text-sm">
            {offer.skills.map((skill) => (
              <li key={skill} className="flex gap-2">
                <CheckIcon className="mt-0.5 size-4 shrink-0 text-success dark:text-success" aria-hidden="true" />
                <span>{skill}</span>
              </li>
            ))}
          </ul>
        </div>
      </CardContent>
      <CardFooter>
        <Button onClick={() => onApply(offer)} aria-describedby={titleId}>
          Postuler
        </Button>
      </CardFooter>
    </Card>
  );
}
