import { Lock } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { useProfile } from "~/domain/profile";
import { paths } from "~/lib/paths";
import type { Profile } from "@common/database";

/**
 * Shows a trainer screen to trainers only, with the name to greet them by ('Utilisateur' when none). This is
 * courtesy, not protection: the database (RLS) already limits what each person can read.
 */
export function TrainerOnly({ children }: { children: (profile: Profile & { full_name: string }) => React.ReactNode }) {
  const { data: profile } = useProfile();
  if (profile?.role !== "trainer") {
    return (
      <Card role="alert" className="mx-auto flex max-w-2xl flex-col items-center gap-4 p-10 text-center">
        <Lock className="size-10 text-muted-foreground" aria-hidden="true" />
        <h1 className="text-xl font-semibold">Accès réservé aux formateurs</h1>
        <p className="max-w-prose text-muted-foreground">
          Cet espace est destiné aux formateurs du cabinet. Votre compte n'y a pas accès.
        </p>
        <Button asChild>
          <Link to={paths.dashboard()}>Retour au tableau de bord</Link>
        </Button>
      </Card>
    );
  }
  return <>{children({ ...profile, full_name: profile.full_name?.trim() || "Utilisateur" })}</>;
}
