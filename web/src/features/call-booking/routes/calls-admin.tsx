import { useQuery } from "@tanstack/react-query";
import { CalendarClock } from "lucide-react";
import { useState } from "react";
import { formatDateTime } from "@common/format";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { DataTable, EmailText } from "~/components/data-table/data-table";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { PhoneMessagesDialog } from "~/features/messaging";
import {
  addDayOff,
  bookingsQuery,
  consultantsQuery,
  removeDayOff,
  saveAvailability,
  useCallsAdminMutation,
  type Availability,
  type Consultant,
} from "../api/calls-admin";
import { CancelCallDialog } from "../components/cancel-call-dialog";

export function meta() {
  return adminMeta("Rendez-vous", "Les premiers échanges de 15 minutes réservés et la disponibilité des consultants.");
}

const WEEKDAYS = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"];
const failed = (failure: unknown) =>
  toast({
    title: "Erreur",
    description: failure instanceof Error ? failure.message : String(failure),
    variant: "destructive",
  });

function initialAvailability(consultant: Consultant): Availability {
  const hours: Availability["hours"] = {};
  for (let weekday = 1; weekday <= 7; weekday += 1) {
    const span = consultant.call_working_hours.find((row) => row.weekday === weekday);
    hours[weekday] = span ? [span.starts_at.slice(0, 5), span.ends_at.slice(0, 5)] : null;
  }
  return {
    buffer_minutes: consultant.buffer_minutes,
    notice_hours: consultant.notice_hours,
    video_url: consultant.video_url,
    active: consultant.active,
    hours,
  };
}

function ConsultantAvailability({ consultant }: { consultant: Consultant }) {
  const [availability, setAvailability] = useState(() => initialAvailability(consultant));
  const [dayOff, setDayOff] = useState("");
  const save = useCallsAdminMutation((value: Availability) => saveAvailability(consultant.id, value));
  const addOff = useCallsAdminMutation((day: string) => addDayOff(consultant.id, day));
  const removeOff = useCallsAdminMutation((day: string) => removeDayOff(consultant.id, day));
  const setHours = (weekday: number, span: [string, string] | null) =>
    setAvailability((current) => ({ ...current, hours: { ...current.hours, [weekday]: span } }));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await save.mutateAsync(availability);
      toast({ title: "Disponibilité enregistrée", description: consultant.full_name });
    } catch (failure) {
      failed(failure);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">
          {consultant.full_name} — {consultant.office}
        </CardTitle>
        <p className="text-sm text-muted-foreground wrap-anywhere">
          Heures dans le fuseau du bureau ({consultant.time_zone}). {consultant.email}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          method="post"
          onSubmit={submit}
          className="grid gap-4"
          aria-label={`Disponibilité de ${consultant.full_name}`}
        >
          <div className="grid gap-2">
            {WEEKDAYS.map((label, index) => {
              const weekday = index + 1;
              const span = availability.hours[weekday];
              return (
                <div key={weekday} className="flex flex-wrap items-center gap-2">
                  <label className="flex w-32 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      checked={span !== null}
                      onChange={(event) => setHours(weekday, event.target.checked ? ["09:00", "17:00"] : null)}
                    />
                    {label}
                  </label>
                  {span && (
                    <>
                      <Input
                        type="time"
                        aria-label={`${label} : début`}
                        value={span[0]}
                        onChange={(event) => setHours(weekday, [event.target.value, span[1]])}
                        className="w-32"
                      />
                      <Input
                        type="time"
                        aria-label={`${label} : fin`}
                        value={span[1]}
                        onChange={(event) => setHours(weekday, [span[0], event.target.value])}
                        className="w-32"
                      />
                    </>
                  )}
                </div>
              );
            })}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            <FormField label="Battement entre deux appels (minutes)">
              <Input
                type="number"
                min={0}
                max={120}
                value={availability.buffer_minutes}
                onChange={(event) => setAvailability((c) => ({ ...c, buffer_minutes: Number(event.target.value) }))}
              />
            </FormField>
            <FormField label="Préavis minimal (heures)">
              <Input
                type="number"
                min={0}
                max={336}
                value={availability.notice_hours}
                onChange={(event) => setAvailability((c) => ({ ...c, notice_hours: Number(event.target.value) }))}
              />
            </FormField>
            <FormField label="Lien de visioconférence">
              <Input
                type="url"
                value={availability.video_url ?? ""}
                onChange={(event) => setAvailability((c) => ({ ...c, video_url: event.target.value.trim() || null }))}
              />
            </FormField>
          </div>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={availability.active}
              onChange={(event) => setAvailability((c) => ({ ...c, active: event.target.checked }))}
            />
            Propose des créneaux
          </label>
          <div>
            <Button type="submit" disabled={save.isPending}>
              Enregistrer la disponibilité
            </Button>
          </div>
        </form>
        <div className="grid gap-2">
          <h3 className="text-sm font-semibold">Jours sans rendez-vous</h3>
          <ul className="flex flex-wrap gap-2">
            {consultant.call_days_off.map(({ day }) => (
              <li key={day} className="flex items-center gap-1 rounded border px-2 py-1 text-sm">
                {day}
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  aria-label={`Retirer le ${day}`}
                  onClick={() => void removeOff.mutateAsync(day).catch(failed)}
                >
                  Retirer
                </Button>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-2">
            <Input
              type="date"
              aria-label={`Jour sans rendez-vous pour ${consultant.full_name}`}
              value={dayOff}
              onChange={(event) => setDayOff(event.target.value)}
              className="w-44"
            />
            <Button
              type="button"
              variant="outline"
              disabled={!dayOff}
              onClick={() => void addOff.mutateAsync(dayOff).then(() => setDayOff(""), failed)}
            >
              Ajouter ce jour
            </Button>
          </div>
        </div>
      </CardContent>
    </Card>
  );
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
              Les réservations de la page « Réserver un premier échange » arrivent ici.
            </p>
          </EmptyState>
        ) : (
          <DataTable
            caption="Rendez-vous à venir"
            captionHidden
            rows={bookings.data}
            rowKey={(booking) => booking.id}
            columns={[
              {
                key: "date",
                header: "Date",
                nowrap: true,
                cell: (booking) =>
                  formatDateTime(booking.starts_at, byId.get(booking.consultant_id)?.time_zone ?? "Africa/Abidjan"),
              },
              {
                key: "visitor",
                header: "Visiteur",
                rowHeader: true,
                cell: (booking) => (
                  <>
                    {booking.full_name}
                    <br />
                    <span className="text-muted-foreground">
                      <EmailText email={booking.email} /> · {booking.phone}
                    </span>
                  </>
                ),
              },
              {
                key: "consultant",
                header: "Consultant",
                cell: (booking) => {
                  const consultant = byId.get(booking.consultant_id);
                  return consultant ? `${consultant.full_name} (${consultant.office})` : "";
                },
              },
              { key: "subject", header: "Sujet", cell: (booking) => booking.subject },
              {
                key: "status",
                header: "État",
                cell: (booking) => (booking.status === "booked" ? "Confirmé" : "Annulé"),
              },
            ]}
            actions={(booking) => (
              <>
                {(booking.sms_reminder || booking.whatsapp_reminder) && (
                  <PhoneMessagesDialog
                    callBookingId={booking.id}
                    learner={booking.full_name}
                    formation="Premier échange de 15 minutes"
                  />
                )}
                {booking.status === "booked" && <CancelCallDialog booking={booking} />}
              </>
            )}
          />
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
