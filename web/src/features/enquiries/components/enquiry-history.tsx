import type { InboxEvent, StaffMember } from "../api/inbox";
import { ENQUIRY_STATUS_LABELS, isEnquiryStatus } from "~/domain/enquiry";
import { formatEnquiryDate } from "../lib/labels";

function personName(id: string | null, staff: readonly StaffMember[]): string {
  if (!id) return "personne";
  const member = staff.find((candidate) => candidate.id === id);
  return member?.full_name || member?.email || "un compte supprimé ou sans rôle";
}

function statusText(value: string | null): string {
  return isEnquiryStatus(value) ? ENQUIRY_STATUS_LABELS[value] : (value ?? "—");
}

/** What happened to the enquiry, oldest first: who, when, what. Notes are shown as text, line breaks kept. */
export function EnquiryHistory({
  receivedAt,
  events,
  staff,
}: {
  receivedAt: string;
  events: readonly InboxEvent[];
  staff: readonly StaffMember[];
}) {
  return (
    <ol className="grid gap-3" aria-label="Historique de la demande">
      <li className="border-l-2 border-muted pl-3 text-sm">
        <p className="text-xs text-muted-foreground">{formatEnquiryDate(receivedAt)}</p>
        <p>Demande reçue par le site.</p>
      </li>
      {events.map((event) => {
        const who = event.actor?.full_name || event.actor?.email || "Système";
        let what: React.ReactNode;
        if (event.kind === "status") what = `Statut : ${statusText(event.from_value)} → ${statusText(event.to_value)}`;
        else if (event.kind === "assignee")
          what = event.to_value ? `Assignée à ${personName(event.to_value, staff)}` : "Assignation retirée";
        else what = <span className="block whitespace-pre-wrap break-words">{event.note}</span>;
        return (
          <li key={event.id} data-testid="enquiry-event" className="border-l-2 border-primary/40 pl-3 text-sm">
            <p className="text-xs text-muted-foreground">
              {formatEnquiryDate(event.created_at)} · {who}
              {event.kind === "note" && " · note interne"}
            </p>
            <div>{what}</div>
          </li>
        );
      })}
    </ol>
  );
}
