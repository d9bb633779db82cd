import { useMemo, useState } from "react";
import { useShownSessions } from "~/lib/formation-sessions";
import { useTrainerFormations } from "../api/trainer-formations";
import { useTrainerSessions } from "../api/trainer-sessions";
import { MonthCalendar } from "../components/month-calendar";
import { TrainerOnly } from "../components/trainer-only";
import { TrainerLoadError, TrainerLoading } from "../components/trainer-states";
import { datedSessions, initialMonth, withTaughtSessions } from "../lib/calendar-sessions";
import { trainerMeta } from "../lib/trainer-meta";
import { SpaceHeader } from "~/components/back-office/space-header";
import { MyCalendar } from "~/features/calendar";

export function meta() {
  return trainerMeta("Calendrier", "Les prochaines sessions de formation, mois par mois, et celles de vos formations.");
}

function Calendar({ trainerId }: { trainerId: string }) {
  const formations = useTrainerFormations(trainerId);
  const live = useShownSessions();
  // The trainer's own sessions too, intra-company ones included (review 2026-12-06: today's had no mark).
  const taught = useTrainerSessions(trainerId);
  const all = useMemo(() => datedSessions(withTaughtSessions(live.data, taught.data ?? [])), [live.data, taught.data]);
  const [todayIso] = useState(() => new Date().toISOString().slice(0, 10));
  const ownIds = useMemo(() => new Set((formations.data ?? []).map((formation) => formation.id)), [formations.data]);
  if (formations.isError) return <TrainerLoadError onRetry={() => void formations.refetch()} />;
  if (live.isError) return <TrainerLoadError onRetry={() => void live.refetch()} />;
  if (taught.isError) return <TrainerLoadError onRetry={() => void taught.refetch()} />;
  if (formations.isPending || taught.isPending || live.isPlaceholderData)
    return <TrainerLoading label="Chargement du calendrier" />;
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
            Les sessions programmées par le cabinet et celles que vous animez, intra-entreprise comprises. Les vôtres
            portent la mention « Vous animez », celles de vos formations une étoile et « Votre formation ».
          </SpaceHeader>
          <Calendar trainerId={profile.id} />
          <MyCalendar userId={profile.id} who="trainer" />
        </div>
      )}
    </TrainerOnly>
  );
}
