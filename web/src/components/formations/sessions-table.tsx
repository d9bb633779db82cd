import { useId } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import type { Session } from "~/content/sessions";
import { paths } from "~/lib/paths";
import { SeatAvailability } from "./seat-availability";

const COLUMNS = ["Formation", "Dates", "Lieu", "Places"];

/**
 * Upcoming sessions with their seats and an "S'inscrire" link to the formation's enrollment page. Below 768 px each
 * row is a card (formation, then dates, place and seats labelled, then the button): nothing scrolls sideways.
 */
export function SessionsTable({ sessions, caption }: { sessions: readonly Session[]; caption: string }) {
  const idPrefix = useId();
  return (
    <div className="relative rounded-lg border bg-card md:overflow-x-auto">
      <table className="w-full text-left text-sm max-md:block md:min-w-[40rem]">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground max-md:sr-only">
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className="px-4 py-3 font-semibold">
                {column}
              </th>
            ))}
            <th scope="col" className="px-4 py-3 font-semibold">
              <span className="sr-only">Inscription</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block">
          {sessions.map((session) => (
            <tr key={session.id} className="border-t max-md:grid max-md:gap-1 max-md:p-4" data-testid="session-row">
              <th
                scope="row"
                id={`${idPrefix}-${session.id}`}
                className="px-4 py-3 font-medium text-foreground max-md:p-0 max-md:text-base"
              >
                {session.formation}
              </th>
              <td className="px-4 py-3 whitespace-nowrap max-md:p-0">
                <span className="sr-only md:hidden">Dates : </span>
                {session.dates}
              </td>
              <td className="px-4 py-3 max-md:p-0 max-md:text-muted-foreground">
                <span className="sr-only md:hidden">Lieu : </span>
                {session.place}
              </td>
              <td className="px-4 py-3 max-md:p-0 max-md:pt-1">
                <SeatAvailability remaining={session.seatsLeft} total={session.totalSeats} />
              </td>
              <td className="px-4 py-3 text-right max-md:p-0 max-md:pt-2 max-md:text-left">
                <Button asChild size="sm" variant={session.seatsLeft > 0 ? "accent" : "outline"}>
                  <Link
                    to={paths.formationEnrollment(session.formationId)}
                    aria-describedby={`${idPrefix}-${session.id}`}
                  >
                    {session.seatsLeft > 0 ? "S'inscrire" : "Liste d'attente"}
                  </Link>
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
