import { GraduationCap } from "lucide-react";
import { Link } from "react-router";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useAuth } from "~/lib/auth";
import { useMyCertificates } from "../api/my-certificates";
import { CertificateCard } from "../components/certificate-card";
import { useMyCompletionCertificates } from "../api/my-completion-certificates";
import { CompletionCertificateCard } from "../components/completion-certificates";
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
        Un certificat est délivré dès qu'une formation est marquée comme terminée, et un certificat de réalisation quand
        votre formateur clôt une session que vous avez suivie. Suivez l'avancement de vos inscriptions dans « Mes
        formations ».
      </p>
      <Button asChild>
        <Link to={paths.myTrainings()}>Voir mes formations</Link>
      </Button>
    </EmptyState>
  );
}

/**
 * « Mes certificats »: one list, newest first, of the certificates of the formations completed and the certificates of
 * completion of the sessions attended; the empty state only when there is neither (issue 48 item 3).
 */
export default function MyCertificatesRoute() {
  const { user } = useAuth();
  const query = useMyCertificates(user?.id);
  const completion = useMyCompletionCertificates(user?.id);

  let body: React.ReactNode;
  if (query.isError || completion.isError)
    body = (
      <LoadError
        message="Impossible de charger vos certificats"
        onRetry={() => void Promise.all([query.refetch(), completion.refetch()])}
        retryVariant="default"
      />
    );
  else if (query.isPending || completion.isPending) body = <Loading />;
  else {
    const items = [
      ...query.data.map((certificate) => ({
        key: `formation-${certificate.id}`,
        issuedAt: certificate.issued_at,
        card: <CertificateCard certificate={certificate} />,
      })),
      ...completion.data.map((certificate) => ({
        key: `realisation-${certificate.id}`,
        issuedAt: certificate.issued_at,
        card: <CompletionCertificateCard certificate={certificate} />,
      })),
    ].sort((a, b) => b.issuedAt.localeCompare(a.issuedAt));
    body =
      items.length === 0 ? (
        <NoCertificate />
      ) : (
        <ul className="grid gap-4">
          {items.map((item) => (
            <li key={item.key}>{item.card}</li>
          ))}
        </ul>
      );
  }

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <SpaceHeader title="Mes certificats">
        Les certificats de vos formations terminées et de vos sessions suivies. Chacun porte un numéro unique et un code
        QR qui permettent d'en vérifier l'authenticité en ligne.
      </SpaceHeader>
      {body}
    </div>
  );
}
