import { ExternalLink, Video } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { formatDate, formatTime, timeZoneName } from "@common/format";
import { useJoinLiveClass, useLiveClasses, type LiveClass } from "../api/live-classes";

/** The learner's own time zone (the browser's), where the class's times are told. */
export function learnerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** « 2 mars 2027, de 9 h à 12 h 30 » in the given zone. */
export function classWhen(live: Pick<LiveClass, "starts_at" | "ends_at">, timeZone: string): string {
  return `${formatDate(live.starts_at, { timeZone })}, de ${formatTime(live.starts_at, timeZone)} à ${formatTime(live.ends_at, timeZone)}`;
}

const STATE_TEXT: Record<LiveClass["state"], string> = {
  upcoming: "Le lien s'affichera 15 minutes avant le début.",
  open: "La classe est ouverte.",
  over: "Classe terminée.",
};

/** « Classes virtuelles »: the session's online half-days, the link only around each, joining records attendance. */
export function LiveClassesCard({
  enrollmentId,
  timeZone = learnerTimeZone(),
}: {
  enrollmentId: number;
  timeZone?: string;
}) {
  const live = useLiveClasses(enrollmentId);
  const join = useJoinLiveClass(enrollmentId);
  const [joined, setJoined] = useState<{ slot: number; url: string } | null>(null);
  if (!live.data || live.data.classes.length === 0) return null;
  return (
    <Card className="grid gap-3 p-4 sm:p-5">
      <h2 className="flex items-center gap-2 text-lg font-semibold">
        <Video className="size-5" aria-hidden="true" /> Classes virtuelles
      </h2>
      <p className="text-sm text-muted-foreground">Horaires à l'heure de {timeZoneName(timeZone)}.</p>
      <ul className="grid gap-3">
        {live.data.classes.map((item) => (
          <li key={item.slot_id} className="grid gap-1 border-t pt-3 first:border-t-0 first:pt-0">
            <span className="font-medium">{classWhen(item, timeZone)}</span>
            <span className="text-sm text-muted-foreground">
              {item.attended ? "Présence enregistrée. " : ""}
              {STATE_TEXT[item.state]}
            </span>
            {item.state === "open" && joined?.slot === item.slot_id ? (
              <Button asChild className="justify-self-start">
                <a href={joined.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden="true" /> Ouvrir la visioconférence
                </a>
              </Button>
            ) : item.state === "open" ? (
              <Button
                className="justify-self-start"
                disabled={join.isPending}
                onClick={() =>
                  join.mutate(item.slot_id, { onSuccess: (url) => setJoined({ slot: item.slot_id, url }) })
                }
              >
                Rejoindre la classe
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {join.isError ? (
        <p role="alert" className="text-destructive">
          {join.error.message}
        </p>
      ) : null}
    </Card>
  );
}
