import { Link } from "react-router";
import { paths } from "~/lib/paths";
import { cn } from "~/lib/utils";
import type { InboxEnquiry } from "../api/inbox";
import { formatEnquiryDate, KIND_LABELS } from "../lib/labels";
import { EnquiryStatusBadge } from "./enquiry-status-badge";

/** Every value here comes from a visitor: rendered as React text only, never as HTML. */
export function InboxTable({ rows, total }: { rows: readonly InboxEnquiry[]; total: number }) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[52rem] text-left text-sm">
        <caption className="px-4 py-3 text-left text-sm text-muted-foreground">
          {rows.length === total
            ? `${total} demande${total > 1 ? "s" : ""}, les plus récentes d'abord`
            : `${rows.length} demande${rows.length > 1 ? "s" : ""} sur ${total} correspondent aux filtres`}
        </caption>
        <thead className="border-y bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              De
            </th>
            <th scope="col" className="px-4 py-3">
              Type
            </th>
            <th scope="col" className="px-4 py-3">
              Objet
            </th>
            <th scope="col" className="px-4 py-3">
              Statut
            </th>
            <th scope="col" className="px-4 py-3">
              Assignée à
            </th>
            <th scope="col" className="px-4 py-3">
              Reçue le
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => {
            const unread = row.read_at === null;
            return (
              <tr key={row.id} data-testid="enquiry-row" className={cn("align-top", unread && "bg-warm-subtle/30")}>
                <th scope="row" className={cn("px-4 py-3", unread ? "font-semibold" : "font-normal")}>
                  <Link to={paths.enquiry(row.id)} className="text-primary underline-offset-4 hover:underline">
                    {row.full_name}
                  </Link>
                  {unread && (
                    <span className="ml-2 rounded bg-warm px-1.5 py-0.5 text-[0.7rem] text-warm-foreground">
                      Non lue
                    </span>
                  )}
                  <span className="block text-xs font-normal break-all text-muted-foreground">{row.email}</span>
                </th>
                <td className="px-4 py-3">{KIND_LABELS[row.kind] ?? row.kind}</td>
                <td className="max-w-xs px-4 py-3">
                  <span className="line-clamp-2">{row.subject ?? row.message ?? "—"}</span>
                </td>
                <td className="px-4 py-3">
                  <EnquiryStatusBadge status={row.status} />
                </td>
                <td className="px-4 py-3">{row.assignee?.full_name ?? row.assignee?.email ?? "—"}</td>
                <td className="px-4 py-3 whitespace-nowrap">{formatEnquiryDate(row.created_at)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
