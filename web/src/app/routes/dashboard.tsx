import { Navigate } from "react-router";
import { displayName } from "~/domain/person";
import { useProfile } from "~/domain/profile";
import { AdminDashboard } from "~/features/admin/components/admin-dashboard";
import { UnreadEnquiriesTile } from "~/features/enquiries/admin";
import ClientDashboard, { meta } from "~/features/account/routes/dashboard";
import { TrainerDashboard } from "~/features/trainer/components/trainer-dashboard";
import { useAuth } from "~/lib/auth";
import { SpaceHeader } from "~/components/back-office/space-header";

export { meta };

/**
 * /tableau-de-bord composes the features by role (the app layer may; features never import each other):
 * key figures for admins, their formations and learners for trainers, « Contenus » for editors, enrollments and
 * sessions for everyone else.
 */
export default function DashboardRoute() {
  const { user } = useAuth();
  const { data: profile } = useProfile();
  if (!user) return null;
  if (profile?.role === "trainer") return <TrainerDashboard />;
  // The editor's home is « Contenus », not a learner's dashboard (issue 48 item 3, decision 1033).
  if (profile?.role === "editor") return <Navigate to="/contenus" replace />;
  if (profile?.role === "admin") {
    return (
      <div className="mx-auto grid max-w-5xl gap-6">
        <SpaceHeader title={<>Bonjour, {displayName({ profile, user })}</>}>
          Les chiffres clés du cabinet, reliés à leurs listes.
        </SpaceHeader>
        <UnreadEnquiriesTile />
        <AdminDashboard />
      </div>
    );
  }
  return <ClientDashboard />;
}
