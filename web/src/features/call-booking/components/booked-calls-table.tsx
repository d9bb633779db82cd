import { formatDateTime } from "@common/format";
import { DataTable, EmailText } from "~/components/data-table/data-table";
import { PhoneMessagesDialog } from "~/features/messaging";
import type { CallBookingRow, Consultant } from "../api/calls-admin";
import { CancelCallDialog } from "./cancel-call-dialog";

/** The calls booked, each with its consultant; the reminders' messages, and a cancellation while it stands. */
export function BookedCallsTable({ bookings, byId }: { bookings: CallBookingRow[]; byId: Map<number, Consultant> }) {
  return (
    <DataTable
      caption="Rendez-vous à venir"
      captionHidden
      rows={bookings}
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
  );
}
