import { ShortcutsNav } from "~/components/layout/shortcuts-nav";
import { BookOpen, GraduationCap, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Card, CardContent, CardHeader } from "~/components/ui/card";
import { displayName } from "~/domain/person";
import { useProfile } from "~/domain/profile";
import { useAuth } from "~/lib/auth";
import { paths } from "~/lib/paths";
import { EnrollmentSummary } from "../components/enrollment-summary";
import { UpcomingSessions } from "../components/upcoming-sessions";
import { signedInMeta } from "../lib/signed-in-meta";
import { SpaceHeader } from "~/components/back-office/space-header";

export function meta() {
  return signedInMeta("Tableau de bord", "Votre espace : vos inscriptions, les prochaines sessions et votre profil.");
}

const shortcuts = [
  { to: paths.catalogue(), label: "Parcourir le catalogue", icon: BookOpen },
  { to: paths.myTrainings(), label: "Mes formations", icon: GraduationCap },
  { to: paths.profile(), label: "Mon profil", icon: UserRound },
];

export default function DashboardRoute() {
  const { user } = useAuth();
  const { data: profile } = useProfile();
  if (!user) return null; // the signed-in layout only renders screens for a signed-in person
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <SpaceHeader title={<>Bonjour, {displayName({ profile, user })}</>}>
        Bienvenue dans votre espace de formation.
      </SpaceHeader>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader className="flex-row items-center justify-between">
            <h2 className="text-lg font-semibold">Mes inscriptions</h2>
            <Link
              to={paths.myTrainings()}
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Tout voir
            </Link>
          </CardHeader>
          <CardContent>
            <EnrollmentSummary userId={user.id} />
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <h2 className="text-lg font-semibold">Prochaines sessions</h2>
          </CardHeader>
          <CardContent>
            <UpcomingSessions />
          </CardContent>
        </Card>
      </div>
      <ShortcutsNav label="Raccourcis" shortcuts={shortcuts} />
    </div>
  );
}
