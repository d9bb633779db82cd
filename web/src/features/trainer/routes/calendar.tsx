import { useMemo, useState } from "react";
import { useShownSessions } from "~/lib/formation-sessions";
import { useTrainerFormations } from "../api/trainer-formations";
import { MonthCalendar } from "../components/month-calendar";
import { TrainerOnly } from "../components/trainer-only";
import { TrainerLoadError, TrainerLoading } from "../components/trainer-states";
import { datedSessions, initialMonth } from "../lib/calendar-sessions";
import { trainerMeta } from "../lib/trainer-meta";
import { SpaceHeader } from "~/components/back-office/space-header";
import { MyCalendar } from "~/features/calendar";

export function meta() {
  return trainerMeta("Calendrier", "Les prochaines sessions de formation, mois par mois, et celles de vos formations.");
}

function Calendar({ trainerId }: { trainerId: string }) {
  const formations = useTrainerFormations(trainerId);
  const live = useShownSessions();
  const all = useMemo(() => datedSessions(live.data ?? []), [live.data]);
  const [todayIso] = useState(() => new Date().toISOString().slice(0, 10));
  const ownIds = useMemo(() => new Set((formations.data ?? []).map((formation) => formation.id)), [formations.data]);
  if (formations.isError) return <TrainerLoadError onRetry={() => void formations.refetch()} />;
  if (live.isError) return <TrainerLoadError onRetry={() => void live.refetch()} />;
  if (formations.isPending || live.isPlaceholderData) return <TrainerLoading label="Chargement du calendrier" />;
  return (
    <MonthCalendar sessions={all} ownFormationIds={ownIds} initial={initialMonth(all, todayIso)} todayIso={todayIso} />
  );
}

export default function CalendarRoute() {
  return (
    <TrainerOnly>
      {(profile) => (
        <div className="mx-auto grid max-w-5xl gap-6">
          <SpaceHeader title="Calendrier des sessions">
            Les sessions programmées par le cabinet. Celles de vos formations sont signalées par une étoile et la
            mention « Votre formation ».
          </SpaceHeader>
          <Calendar trainerId={profile.id} />
          <MyCalendar userId={profile.id} who="trainer" />
        </div>
      )}
    </TrainerOnly>
  );
}
