import { EnrollmentStatusBadge } from "~/domain/enrolment-status-badge";
import { formatPrice } from "~/domain/money";
import { paymentMethodLabel } from "~/domain/payment";
import type { AdminEnrollment } from "../api/list-enrollments";
import type { EnrollmentPayments } from "../api/list-payments";
import { formatDate } from "../lib/dates";
import { PaymentAttemptsDialog, PaymentSummary } from "./payment-attempts";
import { StatusActions } from "./status-actions";
import { StatusHistoryDialog } from "./status-history-dialog";

export function learnerName(row: AdminEnrollment): string {
  return row.profiles?.full_name || row.profiles?.email || "Apprenant sans nom";
}

export function courseTitle(row: AdminEnrollment): string {
  return row.formations?.title ?? `Formation n° ${row.formation_id}`;
}

export interface PaymentsTableProps {
  rows: readonly AdminEnrollment[];
  total: number;
  /** Attempts and refunds by enrolment id (absent while they load). */
  payments?: ReadonlyMap<number, EnrollmentPayments>;
}

export function PaymentsTable({ rows, total, payments }: PaymentsTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full min-w-[56rem] text-left text-sm">
        <caption className="px-4 py-3 text-left text-sm text-muted-foreground">
          {rows.length === total
            ? `${total} inscription${total > 1 ? "s" : ""}, les plus récentes d'abord`
            : `${rows.length} inscription${rows.length > 1 ? "s" : ""} sur ${total} correspondent aux filtres`}
        </caption>
        <thead className="border-y bg-muted/50 text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Apprenant
            </th>
            <th scope="col" className="px-4 py-3">
              Formation
            </th>
            <th scope="col" className="px-4 py-3">
              Paiement
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              Montant
            </th>
            <th scope="col" className="px-4 py-3">
              Statut
            </th>
            <th scope="col" className="px-4 py-3">
              Date
            </th>
            {/* Below md the table scrolls sideways inside its frame; the actions stay pinned in view. */}
            <th scope="col" className="sticky right-0 bg-muted md:static md:bg-transparent px-4 py-3 text-right">
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row) => {
            const learner = learnerName(row);
            const course = courseTitle(row);
            return (
              <tr key={row.id} data-testid="enrollment-row" className="align-top">
                <th scope="row" className="px-4 py-3 font-normal">
                  <span className="block font-medium">{learner}</span>
                  {row.profiles?.email && (
                    <span className="block break-all text-muted-foreground">{row.profiles.email}</span>
                  )}
                </th>
                <td className="px-4 py-3">{course}</td>
                <td className="px-4 py-3">
                  <span className="block">{paymentMethodLabel(row.payment_method)}</span>
                  {payments && <PaymentSummary payments={payments.get(row.id)} reference={row.payment_reference} />}
                </td>
                <td className="px-4 py-3 text-right whitespace-nowrap">
                  {formatPrice(row.payment_amount, row.payment_currency) || "Sur demande"}
                </td>
                <td className="px-4 py-3">
                  <EnrollmentStatusBadge status={row.status} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">{formatDate(row.created_at)}</td>
                <td className="sticky right-0 border-l bg-background md:static md:border-l-0 px-4 py-3">
                  <div className="flex flex-col items-end gap-2">
                    <StatusActions
                      enrollmentId={row.id}
                      formationId={row.formation_id}
                      status={row.status}
                      learner={learner}
                      course={course}
                    />
                    <PaymentAttemptsDialog
                      payments={payments?.get(row.id)}
                      reference={row.payment_reference}
                      learner={learner}
                      course={course}
                    />
                    <StatusHistoryDialog
                      enrollmentId={row.id}
                      createdAt={row.created_at}
                      learner={learner}
                      course={course}
                    />
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
