import { BuildingIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { paths } from "~/lib/paths";

/** In-company training: links to the quote form with this formation already chosen. */
export function QuoteBox({ formationId }: { formationId: number }) {
  return (
    <Card className="bg-tinted">
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <BuildingIcon className="size-4 text-warm" aria-hidden="true" />
          Formation en entreprise
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        <p className="text-muted-foreground">
          Former toute une équipe ? Nous adaptons cette formation à votre organisation, dans vos locaux ou en ligne.
        </p>
        <Button asChild variant="secondary">
          <Link to={paths.quote(formationId)}>Demander un devis</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
