import { ChevronLeft, ChevronRight, Presentation, Star } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { seatCountLabel } from "~/lib/session-format";
import { cn } from "~/lib/utils";
import { sessionsInMonth, sessionsOnDay, type DatedSession } from "../lib/calendar-sessions";
import { addMonths, monthGrid, monthLabel, type Month } from "../lib/month-grid";

const WEEKDAYS = [
  ["lun.", "lundi"],
  ["mar.", "mardi"],
  ["mer.", "mercredi"],
  ["jeu.", "jeudi"],
  ["ven.", "vendredi"],
  ["sam.", "samedi"],
  ["dim.", "dimanche"],
] as const;

/** The trainer teaches this session: a mark of its own, named for screen readers (an intra-company one said so). */
function TaughtMark({ intra }: { intra: boolean }) {
  return (
    <>
      <Presentation className="inline size-3 shrink-0" aria-hidden="true" />
      <span className="sr-only"> (vous animez cette session{intra ? ", intra-entreprise" : ""})</span>
    </>
  );
}

function OwnMark() {
  return (
    <>
      <Star className="inline size-3 shrink-0 fill-current" aria-hidden="true" />
      <span className="sr-only"> (votre formation)</span>
    </>
  );
}

interface MonthCalendarProps {
  sessions: readonly DatedSession[];
  ownFormationIds: ReadonlySet<number>;
  initial: Month;
  todayIso: string;
}

/**
 * A month of sessions with a previous/next switcher; the sessions the trainer teaches, and the other sessions of their
 * formations, are marked, not by colour alone.
 */
export function MonthCalendar({ sessions, ownFormationIds, initial, todayIso }: MonthCalendarProps) {
  const [month, setMonth] = useState(initial);
  const label = monthLabel(month);
  const inMonth = sessionsInMonth(sessions, month);
  const isOwn = (session: DatedSession) => ownFormationIds.has(session.formationId);

  return (
    <div className="grid gap-6">
      <div className="flex items-center justify-between gap-2">
        <Button
          variant="outline"
          size="icon"
          onClick={() => setMonth((m) => addMonths(m, -1))}
          aria-label="Mois précédent"
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 aria-live="polite" className="text-xl font-semibold first-letter:uppercase">
          {label}
        </h2>
        <Button
          variant="outline"
          size="icon"
          onClick={() => setMonth((m) => addMonths(m, 1))}
          aria-label="Mois suivant"
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>

      {/* On a phone the seven days fit the width (review 2026-12-06, old finding 26): a mark per session in its day, the
          titles in the list below; from 640 px the titles are in the grid. */}
      <Card className="overflow-x-auto p-1 sm:p-4">
        <table className="w-full table-fixed border-collapse text-sm sm:min-w-[42rem]" data-testid="month-grid">
          <caption className="sr-only">Sessions de {label}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map(([short, long]) => (
                <th key={long} scope="col" className="pb-2 text-center font-medium text-muted-foreground">
                  <abbr title={long} className="no-underline">
                    {short}
                  </abbr>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {monthGrid(month).map((week) => (
              <tr key={week[0].iso}>
                {week.map((day) => {
                  const daySessions = day.inMonth ? sessionsOnDay(inMonth, day.iso) : [];
                  return (
                    <td
                      key={day.iso}
                      data-date={day.iso}
                      className={cn(
                        "h-14 border p-0.5 align-top sm:h-20 sm:p-1",
                        !day.inMonth && "bg-muted/40 text-muted-foreground",
                      )}
                    >
                      <span
                        className={cn(
                          "inline-flex size-6 items-center justify-center rounded-full text-xs",
                          day.iso === todayIso && "bg-primary text-primary-foreground",
                        )}
                        aria-current={day.iso === todayIso ? "date" : undefined}
                      >
                        {day.day}
                      </span>
                      <ul className="grid gap-0.5">
                        {daySessions.map((session) => (
                          <li
                            key={session.id}
                            data-taught={session.taught ? "" : undefined}
                            className={cn(
                              "flex items-center gap-1 truncate rounded px-1 py-0.5 text-xs max-sm:justify-center",
                              session.taught
                                ? "bg-primary font-semibold text-primary-foreground"
                                : isOwn(session)
                                  ? "bg-warm-subtle font-semibold text-warm-subtle-foreground"
                                  : "bg-secondary text-secondary-foreground",
                            )}
                            title={session.formation}
                          >
                            {session.taught ? (
                              <TaughtMark intra={Boolean(session.intra)} />
                            ) : isOwn(session) ? (
                              <OwnMark />
                            ) : (
                              <span
                                aria-hidden="true"
                                className="size-1.5 shrink-0 rounded-full bg-current sm:hidden"
                              />
                            )}
                            <span className="truncate max-sm:sr-only">{session.formation}</span>
                          </li>
                        ))}
                      </ul>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </Card>

      <section aria-labelledby="sessions-du-mois" className="grid gap-3">
        <h2 id="sessions-du-mois" className="text-lg font-semibold">
          Sessions du mois
        </h2>
        {inMonth.length === 0 ? (
          <p className="text-muted-foreground">Aucune session programmée ce mois-ci.</p>
        ) : (
          <ul className="grid gap-3">
            {inMonth.map((session) => (
              <li key={session.id} data-testid="calendar-session">
                <Card className={cn("gap-1 p-4", session.taught ? "border-primary" : isOwn(session) && "border-warm")}>
                  <div className="flex flex-wrap items-center gap-2">
                    <p className="font-semibold">{session.formation}</p>
                    {session.taught && (
                      <Badge>
                        <Presentation className="size-3" aria-hidden="true" />
                        Vous animez
                      </Badge>
                    )}
                    {session.intra && <Badge variant="outline">Intra-entreprise</Badge>}
                    {isOwn(session) && (
                      <Badge variant="accent">
                        <Star className="size-3 fill-current" aria-hidden="true" />
                        Votre formation
                      </Badge>
                    )}
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {session.dates} · {session.place}
                    {/* An intra-company session's seats are its agreement's, not on sale. */}
                    {!session.intra && ` · ${seatCountLabel(session.seatsLeft, session.totalSeats)}`}
                  </p>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
