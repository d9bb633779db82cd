import { ArrowRightIcon, ClockIcon, UserIcon } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import type { Formation } from "@common/database";
import { formatPrice } from "~/domain/money";
import { paths } from "~/lib/paths";
import { themeLabel } from "~/content/formations";
import { NextSession } from "./next-session";

/** One formation in a grid (catalogue, related formations). Lists show the first format only (spec §3). */
export function FormationCard({ formation }: { formation: Formation }) {
  const titleId = useId();
  const price = formatPrice(formation.price, formation.price_currency);
  const format = formation.formats[0];
  return (
    <Card data-testid="formation-card" className="h-full">
      <CardHeader className="gap-3">
        <Badge variant="secondary" className="self-start">
          {themeLabel(formation.theme)}
        </Badge>
        <CardTitle id={titleId}>{formation.title}</CardTitle>
        <CardDescription className="line-clamp-3">{formation.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <dl className="grid gap-1.5 text-muted-foreground">
          <div className="flex items-center gap-2">
            <dt>
              <ClockIcon className="size-4" aria-hidden="true" />
              <span className="sr-only">Durée</span>
            </dt>
            <dd>{formation.duration}</dd>
          </div>
          <div className="flex items-center gap-2">
            <dt>
              <UserIcon className="size-4" aria-hidden="true" />
              <span className="sr-only">Expert</span>
            </dt>
            <dd>{formation.expert}</dd>
          </div>
        </dl>
        {format && (
          <ul className="flex flex-wrap gap-2" aria-label="Format">
            <li>
              <Badge variant="outline">{format}</Badge>
            </li>
          </ul>
        )}
        <NextSession formationId={formation.id} />
      </CardContent>
      <CardFooter className="justify-between border-t pt-4">
        <p className="text-base font-semibold whitespace-nowrap text-primary" data-testid="formation-price">
          {price}
        </p>
        <Button asChild size="sm">
          <Link to={paths.formation(formation.id)} aria-describedby={titleId}>
            Découvrir
            <ArrowRightIcon aria-hidden="true" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
