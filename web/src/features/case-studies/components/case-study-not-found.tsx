import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { paths } from "~/lib/paths";

export function CaseStudyNotFound() {
  return (
    <Container className="py-20 text-center md:py-28">
      <h1 className="text-3xl font-bold text-primary">Étude de cas non trouvée</h1>
      <p className="mx-auto mt-4 max-w-xl text-lg text-muted-foreground">
        L'étude de cas que vous recherchez n'existe pas ou a été déplacée.
      </p>
      <Button asChild className="mt-8">
        <Link to={paths.caseStudies()}>
          <ArrowLeft aria-hidden="true" />
          Retour aux études de cas
        </Link>
      </Button>
    </Container>
  );
}
