import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { bookingsQuery, consultantsQuery } from "../api/calls-admin";
import { BookedCallsTable } from "../components/booked-calls-table";
import { ConsultantAvailability } from "../components/consultant-availability";

export function meta() {
  return adminMeta("Rendez-vous", "Les premiers échanges de 15 minutes réservés et la disponibilité des consultants.");
}

/** /gestion-rendez-vous: the calls booked and the consultants' availability (issue 44 item 5, decision 1021). */
export default function CallsAdminRoute() {
  const bookings = useQuery(bookingsQuery());
  const consultants = useQuery(consultantsQuery());
  const byId = new Map((consultants.data ?? []).map((consultant) => [consultant.id, consultant]));
  return (
    <AdminPage
      title="Rendez-vous"
      description="Les premiers échanges de 15 minutes réservés depuis le site, et les heures où chaque consultant en propose."
    >
      <section aria-labelledby="calls-booked" className="grid min-w-0 grid-cols-1 gap-3">
        <h2 id="calls-booked" className="text-xl font-semibold">
          Rendez-vous à venir
        </h2>
        {bookings.isPending ? (
          <TableSkeleton label="Chargement des rendez-vous" />
        ) : bookings.isError ? (
          <LoadError message="Les rendez-vous n'ont pas pu être chargés." onRetry={() => void bookings.refetch()} />
        ) : bookings.data.length === 0 ? (
          <EmptyState icon={CalendarClock} title="Aucun rendez-vous réservé">
            <p className="text-muted-foreground">
              Les réservations de la page « Réserver un premier échange » arrivent ici.
            </p>
          </EmptyState>
        ) : (
          <BookedCallsTable bookings={bookings.data} byId={byId} />
        )}
      </section>
      <section aria-labelledby="calls-availability" className="grid min-w-0 grid-cols-1 gap-3">
        <h2 id="calls-availability" className="text-xl font-semibold">
          Disponibilité des consultants
        </h2>
        {consultants.isPending ? (
          <TableSkeleton label="Chargement des consultants" />
        ) : consultants.isError ? (
          <LoadError message="Les consultants n'ont pas pu être chargés." onRetry={() => void consultants.refetch()} />
        ) : (
          consultants.data.map((consultant) => <ConsultantAvailability key={consultant.id} consultant={consultant} />)
        )}
      </section>
    </AdminPage>
  );
}
