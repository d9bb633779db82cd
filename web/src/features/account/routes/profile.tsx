import { lazy, Suspense } from "react";
import { Skeleton } from "~/components/ui/skeleton";
import { Card, CardContent, CardDescription, CardHeader } from "~/components/ui/card";
import { useProfile } from "~/domain/profile";
import { useAuth } from "~/lib/auth";
import { NotificationPreferences } from "../components/notification-preferences";
import { PhonePreferences } from "../components/phone-preferences";
import { ProfileSummary } from "../components/profile-summary";
import { signedInMeta } from "../lib/signed-in-meta";
import { SpaceHeader } from "~/components/back-office/space-header";
import { MyCalendar } from "~/features/calendar";

// The form brings react-hook-form and zod (≈ 35 KiB gzip): it follows the screen, whose heading, summary and
// preferences show without it (decision 0958).
const ProfileForm = lazy(() =>
  import("../components/profile-form").then((module) => ({ default: module.ProfileForm })),
);

export function meta() {
  return signedInMeta("Mon profil", "Vos informations personnelles et vos préférences de notification.");
}

export default function ProfileRoute() {
  const { user } = useAuth();
  const { data: profile, isPending: profilePending } = useProfile();
  if (!user) return null; // the signed-in layout only renders screens for a signed-in person
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <SpaceHeader title="Mon profil">Gérez vos informations personnelles et vos préférences.</SpaceHeader>
      <div className="grid items-start gap-6 lg:grid-cols-[18rem_1fr]">
        <ProfileSummary profile={profile ?? null} user={user} />
        <div className="grid gap-6">
          <Card>
            <CardHeader>
              <h2 className="text-lg font-semibold leading-snug">Informations personnelles</h2>
              <CardDescription>Ces informations accompagnent vos inscriptions aux formations.</CardDescription>
            </CardHeader>
            <CardContent>
              {/* The form takes the saved values when it mounts: it waits for the profile to be read. */}
              {profilePending ? (
                <Skeleton className="h-64 w-full" />
              ) : (
                <Suspense fallback={<Skeleton className="h-64 w-full" />}>
                  <ProfileForm />
                </Suspense>
              )}
            </CardContent>
          </Card>
          <PhonePreferences userId={user.id} country={profile?.country ?? null} />
          <MyCalendar userId={user.id} who="learner" />
          <NotificationPreferences />
        </div>
      </div>
    </div>
  );
}
