import { BuildingIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { paths } from "~/lib/paths";
import { SideBox } from "./side-box";

/** In-company training: links to the quote form with this formation already chosen. */
export function QuoteBox({ formationId }: { formationId: number }) {
  return (
    <SideBox
      icon={BuildingIcon}
      title="Formation en entreprise"
      className="bg-tinted"
      contentClassName="grid gap-3 text-sm"
    >
      <p className="text-muted-foreground">
        Former toute une équipe ? Nous adaptons cette formation à votre organisation, dans vos locaux ou en ligne.
      </p>
      <Button asChild variant="secondary">
        <Link to={paths.quote(formationId)}>Demander un devis</Link>
      </Button>
    </SideBox>
  );
}
