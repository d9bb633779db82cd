import { ArrowRight, Check, MessageSquarePlus } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import type { ServiceOffer } from "~/content/services";

interface ServiceOfferCardProps {
  offer: ServiceOffer;
  onRequest: (service: string) => void;
}

export function ServiceOfferCard({ offer, onRequest }: ServiceOfferCardProps) {
  const Icon = offer.icon;
  return (
    <Card className="h-full">
      <CardHeader>
        <span className="mb-2 inline-flex size-11 items-center justify-center rounded-md bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>{offer.title}</CardTitle>
        <CardDescription className="text-base">{offer.description}</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="mb-2 text-sm font-semibold text-foreground">Livrables</p>
        <ul className="grid gap-1.5 text-sm text-muted-foreground">
          {offer.deliverables.map((deliverable) => (
            <li key={deliverable} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              {deliverable}
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter className="flex-wrap justify-between">
        <Button type="button" variant="accent" size="sm" onClick={() => onRequest(offer.title)}>
          <MessageSquarePlus aria-hidden="true" />
          Demander ce service
          <span className="sr-only"> : {offer.title}</span>
        </Button>
        <Button asChild variant="link" size="sm" className="px-0">
          <Link to={offer.href}>
            En savoir plus<span className="sr-only"> sur {offer.title.toLowerCase()}</span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
