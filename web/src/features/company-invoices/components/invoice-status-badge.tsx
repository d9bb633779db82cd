import { Badge } from "~/components/ui/badge";
import { STATUS_LABELS, displayedStatus, type CompanyInvoice } from "../lib/company-invoices";

const VARIANTS = {
  issued: "secondary",
  partially_paid: "accent",
  paid: "success",
  overdue: "destructive",
  cancelled: "outline",
} as const;

/** The invoice's state in words (« En retard » from the day after the due date while something is due). */
export function InvoiceStatusBadge({
  invoice,
}: {
  invoice: Pick<CompanyInvoice, "status" | "due_on" | "balance_due">;
}) {
  const status = displayedStatus(invoice);
  return <Badge variant={VARIANTS[status]}>{STATUS_LABELS[status]}</Badge>;
}
