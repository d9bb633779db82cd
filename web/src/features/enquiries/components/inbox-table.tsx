import { ENQUIRY_KIND_LABELS } from "@common/enquiry-kinds";
import { pagedCaption } from "~/components/back-office/list-caption";
import { Link } from "react-router";
import { paths } from "~/lib/paths";
import { DataTable, EmailText, type DataTableColumn, type MorePages } from "~/components/data-table/data-table";
import type { InboxEnquiry } from "../api/inbox";
import { formatEnquiryDate, readerZoneName } from "../lib/labels";
import { EnquiryStatusBadge } from "./enquiry-status-badge";

// The zone is named once, in the date column's header, not on every row (issue 48 item 4, review finding 24).
const columns = (): DataTableColumn<InboxEnquiry>[] => [
  {
    key: "from",
    header: "De",
    rowHeader: true,
    cell: (row) => {
      const unread = row.read_at === null;
      return (
        <span className={unread ? "font-semibold" : undefined}>
          <Link to={paths.enquiry(row.id)} className="text-primary underline-offset-4 hover:underline">
            {row.full_name}
          </Link>
          {unread && (
            <span className="ml-2 inline-block rounded bg-warm px-1.5 py-0.5 text-[0.7rem] whitespace-nowrap text-warm-foreground">
              Non lue
            </span>
          )}
          <EmailText email={row.email} className="block text-xs font-normal text-muted-foreground" />
        </span>
      );
    },
  },
  { key: "kind", header: "Type", cell: (row) => ENQUIRY_KIND_LABELS[row.kind] ?? row.kind },
  {
    key: "subject",
    header: "Objet",
    cell: (row) => <span className="line-clamp-2">{row.subject ?? row.message ?? "—"}</span>,
  },
  { key: "status", header: "Statut", cell: (row) => <EnquiryStatusBadge status={row.status} /> },
  {
    key: "assignee",
    header: "Assignée à",
    cell: (row) => row.assignee?.full_name ?? row.assignee?.email ?? "—",
  },
  {
    key: "received",
    header: `Reçue le (${readerZoneName()})`,
    cell: (row) => formatEnquiryDate(row.created_at, { zone: false }),
  },
];

/** Every value here comes from a visitor: rendered as React text only, never as HTML. */
export function InboxTable({
  rows,
  filtered,
  more,
}: {
  rows: readonly InboxEnquiry[];
  filtered: boolean;
  more: MorePages;
}) {
  return (
    <DataTable
      // A page at a time: the caption names the rows read, never a total it has not counted (decision 1112).
      caption={pagedCaption("demande", rows.length, { more: more.hasMore, filtered })}
      more={{ ...more, label: "Voir plus de demandes" }}
      columns={columns()}
      rows={rows}
      rowKey={(row) => row.id}
      rowTestId="enquiry-row"
      rowClassName={(row) => (row.read_at === null ? "bg-warm-subtle/30" : undefined)}
    />
  );
}
