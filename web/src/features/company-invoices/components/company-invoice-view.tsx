import { formatDate, formatMoney } from "@common/format";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { InvoiceDetail } from "../api/company-invoices";
import { KIND_LABELS, PAYMENT_METHOD_LABELS, dueLabel } from "../lib/company-invoices";
import { CreditNoteForm } from "./credit-note-form";
import { DocumentButton } from "./document-button";
import { InvoicePaymentForm } from "./invoice-payment-form";
import { InvoiceStatusBadge } from "./invoice-status-badge";

/** One company invoice: what it bills and its documents, its payments, its credit notes and reminders. */
export function CompanyInvoiceView({ invoice }: { invoice: InvoiceDetail }) {
  const open = invoice.status !== "cancelled";
  return (
    <>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle>
              {KIND_LABELS[invoice.kind]} {invoice.number}
            </CardTitle>
            <p className="text-sm text-muted-foreground">
              Émise le {formatDate(invoice.issued_at)} · {dueLabel(invoice)}
            </p>
          </div>
          <InvoiceStatusBadge invoice={invoice} />
        </CardHeader>
        <CardContent className="grid gap-4">
          <dl className="grid gap-3 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-muted-foreground">Facturé à</dt>
              <dd className="font-medium">{invoice.customer_name}</dd>
              {invoice.customer_registration && <dd>{invoice.customer_registration}</dd>}
              {invoice.customer_address && <dd>{invoice.customer_address}</dd>}
              {invoice.funder_id && invoice.organisations && (
                <dd className="text-muted-foreground">Pour la formation de {invoice.organisations.legal_name}</dd>
              )}
            </div>
            <div>
              <dt className="text-muted-foreground">Objet</dt>
              <dd>{invoice.description}</dd>
              <dd>
                Bon de commande : {invoice.purchase_order ?? "—"} · paiement à {invoice.payment_terms_days} jours
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Montant TTC</dt>
              <dd className="font-medium">{formatMoney(invoice.amount, invoice.currency)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Réglé · avoirs · reste dû</dt>
              <dd className="font-medium" data-testid="invoice-balance">
                {formatMoney(invoice.amount_paid, invoice.currency)} ·{" "}
                {formatMoney(invoice.amount_credited, invoice.currency)} ·{" "}
                {formatMoney(Math.max(0, Number(invoice.balance_due)), invoice.currency)}
              </dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            <DocumentButton
              target={{ invoiceId: invoice.id, number: invoice.number }}
              label="Télécharger la facture (PDF)"
            />
            {invoice.company_credit_notes.map((note) => (
              <DocumentButton
                key={note.id}
                target={{ creditNoteId: note.id, number: note.number }}
                label={`Avoir ${note.number} (PDF)`}
              />
            ))}
          </div>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Règlements</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {invoice.company_invoice_payments.length === 0 ? (
            <p className="text-muted-foreground">Aucun paiement enregistré.</p>
          ) : (
            <ul className="grid gap-1 text-sm" aria-label="Paiements reçus">
              {[...invoice.company_invoice_payments]
                .sort((a, b) => a.paid_on.localeCompare(b.paid_on) || a.id - b.id)
                .map((payment) => (
                  <li key={payment.id} data-testid="invoice-payment">
                    {formatDate(payment.paid_on)} — {formatMoney(payment.amount, invoice.currency)} ·{" "}
                    {PAYMENT_METHOD_LABELS[payment.method]}
                    {payment.reference ? ` · réf. ${payment.reference}` : ""}
                  </li>
                ))}
            </ul>
          )}
          {open && Number(invoice.balance_due) > 0 && <InvoicePaymentForm invoice={invoice} />}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Avoirs et relances</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {invoice.company_credit_notes.length > 0 && (
            <ul className="grid gap-1 text-sm" aria-label="Avoirs">
              {invoice.company_credit_notes.map((note) => (
                <li key={note.id}>
                  Avoir {note.number} du {formatDate(note.issued_at)} — {formatMoney(note.amount, invoice.currency)} ·{" "}
                  {note.reason}
                </li>
              ))}
            </ul>
          )}
          <p className="text-sm" data-testid="invoice-reminders">
            {invoice.company_invoice_reminders.length === 0
              ? "Aucune relance envoyée. Relances automatiques à l'échéance + 1, + 15 et + 30 jours tant qu'un solde reste dû."
              : `Relances envoyées : ${[...invoice.company_invoice_reminders]
                  .sort((a, b) => a.step - b.step)
                  .map((reminder) => `échéance + ${reminder.step} j (le ${formatDate(reminder.sent_at)})`)
                  .join(", ")}.`}
          </p>
          {open && <CreditNoteForm invoice={invoice} />}
        </CardContent>
      </Card>
    </>
  );
}
