import { newestFirstCaption } from "~/components/back-office/list-caption";
import { DataTable, EmailText, type DataTableColumn } from "~/components/data-table/data-table";
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
  total: number;
  /** Attempts and refunds by enrollment id (absent while they load). */
  payments?: ReadonlyMap<number, EnrollmentPayments>;
}

function SessionCell({ row }: { row: AdminEnrollment }) {
  const session = row.course_sessions;
  if (!session) return <span className="text-muted-foreground">Sans session datée</span>;
  return (
    <>
      <span className="block">{formatSessionDates(session.starts_on, session.ends_on)}</span>
      <span className="block text-muted-foreground">{sessionPlace(session)}</span>
    </>
  );
}

export function PaymentsTable({ rows, total, payments }: PaymentsTableProps) {
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
    { key: "formation", header: "Formation", cell: formationTitle },
    { key: "session", header: "Session", cell: (row) => <SessionCell row={row} /> },
    {
      key: "payment",
      header: "Paiement",
      cell: (row) => (
        <>
          <span className="block">{paymentMethodLabel(row.payment_method)}</span>
          {payments && <PaymentSummary payments={payments.get(row.id)} reference={row.payment_reference} />}
        </>
      ),
    },
    {
      key: "amount",
      header: "Montant",
      align: "end",
      nowrap: true,
      cell: (row) => formatPrice(row.payment_amount, row.payment_currency) || "Sur demande",
    },
    { key: "status", header: "Statut", cell: (row) => <EnrollmentStatusBadge status={row.status} /> },
    { key: "date", header: "Date", nowrap: true, cell: (row) => formatDate(row.created_at) },
  ];
  return (
    <DataTable
      caption={newestFirstCaption("inscription", rows.length, total)}
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
              payments={payments?.get(row.id)}
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
