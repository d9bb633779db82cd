import { ShieldAlert } from "lucide-react";
import { Card } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useProfile } from "~/domain/profile";

/** Shows its children to admins and editors; the database refuses every write to anyone else whatever is shown. */
export function ContentEditorsOnly({ children }: { children: React.ReactNode }) {
  const { data: profile, isPending } = useProfile();
  if (isPending) return <Skeleton role="status" aria-label="Chargement" className="h-64 w-full" />;
  if (profile?.role !== "admin" && profile?.role !== "editor") {
    return (
      <Card role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 p-10 text-center">
        <ShieldAlert className="size-10 text-destructive" aria-hidden="true" />
        <h1 className="text-2xl font-bold tracking-tight text-primary">Accès réservé aux rédacteurs</h1>
        <p className="text-muted-foreground">Cet écran sert à modifier le contenu du site.</p>
      </Card>
    );
  }
  return <>{children}</>;
}
