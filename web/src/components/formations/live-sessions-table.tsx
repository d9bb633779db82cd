import { useState } from "react";
import type { Session } from "~/content/sessions";
import { useShownSessions } from "~/lib/formation-sessions";
import { useHydrated } from "~/lib/hydration";
import { SessionsTable } from "./sessions-table";
import { MORE_SESSIONS_DETAILS_CLASSES, MORE_SESSIONS_SUMMARY_CLASSES } from "./served-sessions-styles";

/** Sessions shown before « Voir plus » (issue 48 item 4: about ten, not the fifty-odd of the whole year). */
export const SHOWN_FIRST = 10;

const selectClass =
  "h-10 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat("fr-FR", { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b, "fr"));

/**
 * The sessions table of the catalogue: filters by city and month (once the page runs its script: without it they
 * could not act), the first ten sessions, and the others behind « Voir plus », a `<details>` that opens without
 * JavaScript too (decision 1035).
 */
export function SessionsBrowser({ sessions, caption }: { sessions: readonly Session[]; caption: string }) {
  const hydrated = useHydrated();
  const [city, setCity] = useState("");
  const [month, setMonth] = useState("");
  const cities = distinct(sessions.map((session) => session.place));
  const months = distinct(sessions.flatMap((session) => (session.startsOn ? [session.startsOn.slice(0, 7)] : [])));
  const shown = sessions.filter(
    (session) => (!city || session.place === city) && (!month || session.startsOn?.startsWith(month)),
  );
  const first = shown.slice(0, SHOWN_FIRST);
  const rest = shown.slice(SHOWN_FIRST);
  return (
    <div className="grid gap-4">
      {hydrated && (
        <form
          method="post"
          role="search"
          aria-label="Filtrer les sessions"
          onSubmit={(event) => event.preventDefault()}
          className="flex flex-wrap items-end gap-3"
        >
          <label className="grid gap-1.5 text-sm font-medium">
            Ville
            <select className={selectClass} value={city} onChange={(event) => setCity(event.target.value)}>
              <option value="">Toutes les villes</option>
              {cities.map((each) => (
                <option key={each} value={each}>
                  {each}
                </option>
              ))}
            </select>
          </label>
          {months.length > 0 && (
            <label className="grid gap-1.5 text-sm font-medium">
              Mois
              <select className={selectClass} value={month} onChange={(event) => setMonth(event.target.value)}>
                <option value="">Tous les mois</option>
                {months.map((each) => (
                  <option key={each} value={each}>
                    {monthLabel(each)}
                  </option>
                ))}
              </select>
            </label>
          )}
        </form>
      )}
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground" role="status">
          Aucune session ne correspond à ces filtres.
        </p>
      ) : (
        <SessionsTable sessions={first} caption={caption} />
      )}
      {rest.length > 0 && (
        <details key={`${city}|${month}`} className={MORE_SESSIONS_DETAILS_CLASSES}>
          <summary className={MORE_SESSIONS_SUMMARY_CLASSES}>Voir plus de sessions ({rest.length})</summary>
          <div className="mt-4">
            <SessionsTable sessions={rest} caption={`${caption} (suite)`} />
          </div>
        </details>
      )}
    </div>
  );
}

/**
 * The sessions table with the database's sessions and seats, read live. Until they are known: `sessions`, given by the
 * server that answered the page with the real upcoming sessions (decision 1044), else the built-in list.
 */
export function LiveSessionsTable({ caption, sessions }: { caption: string; sessions?: readonly Session[] }) {
  const { data } = useShownSessions(sessions);
  return <SessionsBrowser sessions={data} caption={caption} />;
}
