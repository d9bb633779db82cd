import { displayName } from "~/domain/person";
import { useProfile } from "~/domain/profile";
import { AdminDashboard } from "~/features/admin/components/admin-dashboard";
import { UnreadEnquiriesTile } from "~/features/enquiries/admin";
import ClientDashboard, { meta } from "~/features/account/routes/dashboard";
import { TrainerDashboard } from "~/features/trainer/components/trainer-dashboard";
import { useAuth } from "~/lib/auth";

export { meta };

/**
 * /tableau-de-bord composes the features by role (the app layer may; features never import each other):
 * key figures for admins, their formations and learners for trainers, enrollments and sessions for everyone else.
 */
export default function DashboardRoute() {
  const { user } = useAuth();
  const { data: profile } = useProfile();
  if (!user) return null;
  if (profile?.role === "trainer") return <TrainerDashboard />;
  if (profile?.role === "admin") {
    return (
      <div className="mx-auto grid max-w-5xl gap-6">
        <header className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">
            Bonjour, {displayName({ profile, user })}
          </h1>
          <p className="text-muted-foreground">Les chiffres clés du cabinet, reliés à leurs listes.</p>
        </header>
        <UnreadEnquiriesTile />
        <AdminDashboard />
      </div>
    );
  }
  return <ClientDashboard />;
}
