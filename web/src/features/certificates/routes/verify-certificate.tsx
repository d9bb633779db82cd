import { Clock, RefreshCw } from "lucide-react";
import { useParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Container } from "~/components/ui/container";
import { Skeleton } from "~/components/ui/skeleton";
import { pageMeta } from "~/lib/page-meta";
import { VerificationRateLimited, useCertificateVerification } from "../api/verify-certificate";
import { AuthenticCertificate, UnknownCertificate, VerificationNotice } from "../components/verification-result";
import { VerifyForm } from "../components/verify-form";
import { paths } from "~/lib/paths";
import { normaliseCertificateNumber } from "../lib/certificate-paths";
import type { Route } from "./+types/verify-certificate";

export function meta({ params }: Route.MetaArgs) {
  return [
    ...pageMeta({
      title: "Vérification d'un certificat",
      description: "Vérifiez en ligne l'authenticité d'un certificat de formation délivré par notre cabinet.",
      path: paths.verifyCertificate(normaliseCertificateNumber(params.numero)),
    }),
    // A verification page names a person: reachable by its link, never listed by search engines.
    { name: "robots", content: "noindex, nofollow" },
  ];
}

function Checking() {
  return (
    <Card role="status" aria-label="Vérification en cours" className="gap-3 p-6">
      <Skeleton className="h-7 w-1/2" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-2/3" />
    </Card>
  );
}

function CheckFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Card role="alert" className="items-start gap-3 p-6">
      <p className="font-semibold">La vérification n'a pas pu aboutir pour le moment.</p>
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" />
        Réessayer
      </Button>
    </Card>
  );
}

function TooManyChecks() {
  return (
    <VerificationNotice tone="wait" icon={Clock} title="Trop de vérifications en peu de temps">
      Pour protéger les titulaires, le nombre de vérifications depuis une même connexion est limité. Patientez une
      minute, puis rechargez cette page pour vérifier ce certificat.
    </VerificationNotice>
  );
}

export default function VerifyCertificateRoute() {
  const numero = normaliseCertificateNumber(useParams().numero ?? "");
  const query = useCertificateVerification(numero);

  let result: React.ReactNode;
  if (query.error instanceof VerificationRateLimited) result = <TooManyChecks />;
  else if (query.isError) result = <CheckFailed onRetry={() => void query.refetch()} />;
  else if (query.isPending) result = <Checking />;
  else if (query.data) result = <AuthenticCertificate certificate={query.data} />;
  else result = <UnknownCertificate numero={numero} />;

  return (
    <Container className="grid max-w-3xl gap-8 py-12 md:py-16">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight text-primary">Vérification d'un certificat</h1>
        <p className="text-muted-foreground">
          Chaque certificat délivré porte un numéro unique. Cette page confirme qu'il figure dans notre registre.
        </p>
      </header>
      {result}
      <section aria-labelledby="verifier-autre" className="grid gap-3 rounded-lg border bg-muted/40 p-6">
        <h2 id="verifier-autre" className="text-lg font-semibold">
          Vérifier un autre certificat
        </h2>
        <VerifyForm />
      </section>
    </Container>
  );
}
