import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useProfile } from "~/domain/profile";
import { paths } from "~/lib/paths";

export function AccessDenied() {
  return (
    <Card role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 p-10 text-center">
      <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight text-primary">Accès réservé aux administrateurs</h1>
      <p className="text-muted-foreground">
        Cet écran sert à la gestion du cabinet. Votre compte n'a pas le rôle d'administrateur ; si vous pensez qu'il
        devrait l'avoir, adressez-vous à un administrateur.
      </p>
      <Button asChild>
        <Link to={paths.dashboard()}>Retour au tableau de bord</Link>
      </Button>
    </Card>
  );
}

/**
 * Shows its children to admins only. A convenience for people: the database refuses every back-office write and most
 * reads to anyone else, whatever the screen shows.
 */
export function AdminOnly({ children }: { children: React.ReactNode }) {
  const { data: profile, isPending } = useProfile();
  if (isPending) {
    return (
      <div role="status" aria-label="Chargement" className="grid gap-4">
        <Skeleton className="h-9 w-72" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (profile?.role !== "admin") return <AccessDenied />;
  return <>{children}</>;
}
