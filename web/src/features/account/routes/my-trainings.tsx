import { GraduationCap, RefreshCw, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { toast } from "~/components/ui/toast";
import { useAuth } from "~/lib/auth";
import { paths } from "~/lib/paths";
import { useMyEnrollments } from "../api/my-enrollments";
import { EnrollmentRow } from "../components/enrollment-row";
import { signedInMeta } from "../lib/signed-in-meta";

export const LOAD_TIMEOUT_MS = 10_000;

export function meta() {
  return signedInMeta("Mes formations", "Vos inscriptions aux formations et leur statut.");
}

function LoadingRows() {
  return (
    <div role="status" aria-label="Chargement de vos formations" className="grid gap-4">
      {[0, 1, 2].map((index) => (
        <Card key={index} data-testid="enrollment-skeleton" className="flex gap-4 p-5">
          <div className="grid flex-1 gap-3">
            <Skeleton className="h-5 w-24" />
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-1/2" />
          </div>
          <Skeleton className="h-10 w-24 self-center" />
        </Card>
      ))}
    </div>
  );
}

function LoadError() {
  return (
    <Card role="alert" className="flex flex-col items-center gap-4 p-10 text-center">
      <TriangleAlert className="size-10 text-destructive" aria-hidden="true" />
      <p className="text-lg font-semibold">Impossible de charger vos formations</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        Réessayer
      </Button>
    </Card>
  );
}

function EmptyState() {
  return (
    <Card className="flex flex-col items-center gap-4 p-10 text-center">
      <GraduationCap className="size-10 text-primary" aria-hidden="true" />
      <p className="text-lg font-semibold">Vous n'êtes inscrit à aucune formation pour le moment</p>
      <p className="max-w-prose text-muted-foreground">
        Parcourez notre catalogue de formations certifiantes et inscrivez-vous en quelques clics.
      </p>
      <Button asChild>
        <Link to={paths.catalogue()}>Découvrir nos formations</Link>
      </Button>
    </Card>
  );
}

/** Turns a load still pending after the timeout into a failure (spec §4); once failed it stays failed. */
function useLoadTimeout(pending: boolean): boolean {
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setTimedOut(true), LOAD_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return timedOut;
}

export default function MyTrainingsRoute() {
  const { user } = useAuth();
  const query = useMyEnrollments(user?.id);
  const timedOut = useLoadTimeout(query.isPending);
  const failed = query.isError || timedOut;

  useEffect(() => {
    if (!failed) return;
    toast({
      title: "Erreur de chargement",
      description: "Impossible de charger vos inscriptions",
      variant: "destructive",
    });
  }, [failed]);

  let body: React.ReactNode;
  if (failed) body = <LoadError />;
  else if (query.isPending) body = <LoadingRows />;
  else if (query.data.length === 0) body = <EmptyState />;
  else
    body = (
      <ul className="grid gap-4">
        {query.data.map((enrollment) => (
          <li key={enrollment.id}>
            <EnrollmentRow enrollment={enrollment} />
          </li>
        ))}
      </ul>
    );

  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">Mes formations</h1>
        <p className="text-muted-foreground">Retrouvez vos inscriptions et leur statut.</p>
      </header>
      {body}
    </div>
  );
}
