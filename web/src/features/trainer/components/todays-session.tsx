import { BookOpen, CalendarCheck, ClipboardCheck, FileBarChart } from "lucide-react";
import { href, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { localToday, useNextSession } from "../api/next-session";

const LONG_DATE = new Intl.DateTimeFormat("fr-FR", { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });
const long = (iso: string) => LONG_DATE.format(new Date(`${iso}T00:00:00Z`));

/** The trainer's day: today's session (attendance, learners, documents, results), else the next one. */
export function TodaysSession({ trainerId }: { trainerId: string }) {
  const next = useNextSession(trainerId);
  if (next.isPending || next.isError) return null;
  const session = next.data;
  if (!session)
    return (
      <Card className="p-5 text-muted-foreground">Aucune session à venir ne vous est confiée pour le moment.</Card>
    );
  const today = localToday();
  const isToday = session.starts_on <= today && today <= session.ends_on;
  return (
    <Card className="gap-4 border-primary/40 p-5" aria-labelledby="votre-journee">
      <div className="flex items-start gap-3">
        <CalendarCheck className="mt-1 size-7 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid gap-1">
          <h2 id="votre-journee" className="text-xl font-semibold">
            {isToday ? "Votre session aujourd'hui" : "Votre prochaine session"}
          </h2>
          <p className="font-medium">{session.title}</p>
          <p className="text-sm text-muted-foreground">
            {session.starts_on === session.ends_on
              ? `Le ${long(session.starts_on)}`
              : `Du ${long(session.starts_on)} au ${long(session.ends_on)}`}{" "}
            — {[session.venue, session.city].filter(Boolean).join(", ")}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button asChild>
          <Link to={href("/emargement/:sessionId", { sessionId: String(session.id) })}>
            <ClipboardCheck aria-hidden="true" />
            Émargement et apprenants
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={href("/gestion-sessions/:sessionId/parcours", { sessionId: String(session.id) })}>
            <BookOpen aria-hidden="true" />
            Parcours en ligne
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={href("/resultats")}>
            <FileBarChart aria-hidden="true" />
            Résultats
          </Link>
        </Button>
      </div>
    </Card>
  );
}
