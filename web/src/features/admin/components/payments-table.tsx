import { pagedCaption } from "~/components/back-office/list-caption";
import { DataTable, EmailText, type DataTableColumn, type MorePages } from "~/components/data-table/data-table";
import { EnrollmentStatusBadge } from "~/domain/enrollment-status-badge";
import { formatPrice } from "~/domain/money";
import { paymentMethodLabel } from "~/domain/payment";
import { formatSessionDates, sessionPlace } from "~/lib/session-format";
import type { AdminEnrollment } from "../api/list-enrollments";
import type { EnrollmentPayments } from "../api/list-payments";
import { formatDate } from "../lib/dates";
import { PaymentAttemptsDialog, PaymentSummary } from "./payment-attempts";
import { StatusActions } from "./status-actions";
import { StatusHistoryDialog } from "./status-history-dialog";
import { PhoneMessagesDialog } from "~/features/messaging";

export function learnerName(row: AdminEnrollment): string {
  return row.profiles?.full_name || row.profiles?.email || "Apprenant sans nom";
}

export function formationTitle(row: AdminEnrollment): string {
  return row.formations?.title ?? `Formation n° ${row.formation_id}`;
}

export interface PaymentsTableProps {
  rows: readonly AdminEnrollment[];
  /** Filters narrow the list (the caption says so). */
  filtered: boolean;
  /** Attempts and refunds by enrollment id (absent while they load). */
  payments?: ReadonlyMap<number, EnrollmentPayments>;
  /** The next page, read from the database on « Voir plus » (decision 1076). */
  more: MorePages;
}

function SessionLines({ row }: { row: AdminEnrollment }) {
  const session = row.course_sessions;
  if (!session) return <span className="block text-muted-foreground">Sans session datée</span>;
  return (
    <span className="block text-muted-foreground">
      <span className="whitespace-nowrap">{formatSessionDates(session.starts_on, session.ends_on)}</span> ·{" "}
      {sessionPlace(session)}
      {session.status === "cancelled" && <span className="block font-medium text-destructive">Session annulée</span>}
    </span>
  );
}

/**
 * Five columns, not eight: at 1 280 px with the sidebar open the table fits the screen and its actions stay in view
 * (issue 48 item 4, decision 1035). Formation and session share a cell, as do the amount and the payment, and the
 * status and the date; the method is named once (by the last attempt when there is one).
 */
export function PaymentsTable({ rows, filtered, payments, more }: PaymentsTableProps) {
  const columns: DataTableColumn<AdminEnrollment>[] = [
    {
      key: "learner",
      header: "Apprenant",
      rowHeader: true,
      cell: (row) => (
        <>
          <span className="block font-medium">{learnerName(row)}</span>
          {row.profiles?.email && <EmailText email={row.profiles.email} className="block text-muted-foreground" />}
        </>
      ),
    },
    {
      key: "formation",
      header: "Formation et session",
      cell: (row) => (
        <>
          <span className="block">{formationTitle(row)}</span>
          <SessionLines row={row} />
        </>
      ),
    },
    {
      key: "payment",
      header: "Paiement",
      cell: (row) => {
        const attempted = (payments?.get(row.id)?.attempts.length ?? 0) > 0;
        return (
          <>
            <span className="block font-medium whitespace-nowrap">
              {formatPrice(row.payment_amount, row.payment_currency) || "Sur demande"}
            </span>
            {!attempted && <span className="block">{paymentMethodLabel(row.payment_method)}</span>}
            {payments && <PaymentSummary payments={payments.get(row.id)} reference={row.payment_reference} />}
          </>
        );
      },
    },
    {
      key: "status",
      header: "Statut",
      cell: (row) => (
        <>
          <EnrollmentStatusBadge status={row.status} />
          <span className="mt-1 block text-muted-foreground md:whitespace-nowrap">
            Inscrit le {formatDate(row.created_at)}
          </span>
        </>
      ),
    },
  ];
  return (
    <DataTable
      caption={pagedCaption("inscription", rows.length, { more: more.hasMore, filtered })}
      more={{ ...more, label: "Voir plus d'inscriptions" }}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowTestId="enrollment-row"
      actions={(row) => {
        const learner = learnerName(row);
        const formation = formationTitle(row);
        return (
          <>
            <StatusActions
              enrollmentId={row.id}
              formationId={row.formation_id}
              status={row.status}
              learner={learner}
              formation={formation}
              // Loaded with no attempt is « nothing paid », not « still loading » (the cancel dialog's refund line).
              payments={payments ? (payments.get(row.id) ?? { attempts: [], refund: null }) : undefined}
            />
            <PaymentAttemptsDialog
              payments={payments?.get(row.id)}
              reference={row.payment_reference}
              learner={learner}
              formation={formation}
            />
            <StatusHistoryDialog
              enrollmentId={row.id}
              createdAt={row.created_at}
              learner={learner}
              formation={formation}
            />
            <PhoneMessagesDialog enrollmentId={row.id} learner={learner} formation={formation} />
          </>
        );
      }}
    />
  );
}
