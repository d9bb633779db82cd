import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useAuth } from "~/lib/auth";
import { useMyCertificates } from "../api/my-certificates";
import { CertificateCard } from "../components/certificate-card";
import { CompletionCertificates } from "../components/completion-certificates";
import { paths } from "~/lib/paths";
import { privateMeta } from "../lib/certificates-meta";
import { SpaceHeader } from "~/components/back-office/space-header";

export function meta() {
  return privateMeta("Mes certificats", "Vos certificats de formation, à télécharger en PDF et vérifiables en ligne.");
}

function Loading() {
  return (
    <div role="status" aria-label="Chargement de vos certificats" className="grid gap-4">
      {[0, 1].map((index) => (
        <Card key={index} className="flex gap-4 p-5">
          <Skeleton className="size-10" />
          <div className="grid flex-1 gap-3">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
        </Card>
      ))}
    </div>
  );
}

function NoCertificate() {
  return (
    <EmptyState icon={GraduationCap} title="Vous n'avez pas encore de certificat" className="gap-4">
      <p className="max-w-prose text-muted-foreground">
        Un certificat est délivré dès qu'une formation est marquée comme terminée. Suivez l'avancement de vos
        inscriptions dans « Mes formations ».
      </p>
      <Button asChild>
        <Link to={paths.myTrainings()}>Voir mes formations</Link>
      </Button>
    </EmptyState>
  );
}

export default function MyCertificatesRoute() {
  const { user } = useAuth();
  const query = useMyCertificates(user?.id);

  let body: React.ReactNode;
  if (query.isError)
    body = (
      <LoadError
        message="Impossible de charger vos certificats"
        onRetry={() => void query.refetch()}
        retryVariant="default"
      />
    );
  else if (query.isPending) body = <Loading />;
  else if (query.data.length === 0) body = <NoCertificate />;
  else
    body = (
      <ul className="grid gap-4">
        {query.data.map((certificate) => (
          <li key={certificate.id}>
            <CertificateCard certificate={certificate} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <SpaceHeader title="Mes certificats">
        Les certificats de vos formations terminées. Chacun porte un numéro unique et un code QR qui permettent d'en
        vérifier l'authenticité en ligne.
      </SpaceHeader>
      {body}
      <CompletionCertificates userId={user?.id} />
    </div>
  );
}
