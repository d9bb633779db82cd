import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Section } from "~/components/ui/section";

interface PageNotFoundProps {
  backTo: string;
  backLabel: string;
}

/** Shown by the slug pages (service, expertise, industry) when the slug names nothing. */
export function PageNotFound({ backTo, backLabel }: PageNotFoundProps) {
  return (
    <Section>
      <div className="mx-auto max-w-xl py-8 text-center">
        <p className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">Erreur 404</p>
        <h1 className="mt-2 text-3xl font-bold text-primary">Page non trouvée</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          La page que vous recherchez n'existe pas ou a été déplacée.
        </p>
        <Button asChild className="mt-8">
          <Link to={backTo}>
            <ArrowLeft aria-hidden="true" />
            {backLabel}
          </Link>
        </Button>
      </div>
    </Section>
  );
}
