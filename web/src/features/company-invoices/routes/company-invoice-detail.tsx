import { useState } from "react";
import { useParams } from "react-router";
import { formatDate, formatMoney } from "@common/format";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { BackLink } from "~/components/back-office/back-link";
import { LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import {
  useCancelInvoice,
  useCompanyInvoice,
  useIssueCreditNote,
  useRecordPayment,
  type InvoiceDetail,
} from "../api/company-invoices";
import { DocumentButton } from "../components/document-button";
import { InvoiceStatusBadge } from "../components/invoice-status-badge";
import {
  KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  companyInvoiceErrorMessage,
  dueLabel,
  todayIso,
  type PaymentMethod,
} from "../lib/company-invoices";
import { companyInvoicePaths } from "../lib/company-invoice-paths";

export function meta() {
  return adminMeta("Facture entreprise", "Une facture d'entreprise, ses règlements, ses avoirs et ses relances.");
}

const parseAmount = (text: string) => Number(text.replace(/\s/g, "").replace(",", "."));

/** Staff record a payment received (a transfer reconciled by its reference, mostly). */
function PaymentForm({ invoice }: { invoice: InvoiceDetail }) {
  const record = useRecordPayment();
  const [amount, setAmount] = useState("");
  const [paidOn, setPaidOn] = useState(todayIso());
  const [method, setMethod] = useState<PaymentMethod>("virement");
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string>();
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    const value = parseAmount(amount);
    if (!Number.isFinite(value) || value <= 0) return setError("Indiquez le montant reçu.");
    record.mutate(
      { invoiceId: invoice.id, amount: value, paidOn, method, reference: reference.trim() },
      {
        onSuccess: (updated) => {
          setAmount("");
          setReference("");
          toast({
            title: "Paiement enregistré",
            description: `Reste dû : ${formatMoney(Math.max(0, Number(updated.balance_due)), updated.currency)}.`,
          });
        },
        onError: (failure) => setError(companyInvoiceErrorMessage(failure)),
      },
    );
  }
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="grid gap-4 md:grid-cols-2"
      aria-label="Enregistrer un paiement"
    >
      <FormField label={`Montant reçu (${invoice.currency})`} required>
        <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </FormField>
      <FormField label="Date de réception" required>
        <Input type="date" value={paidOn} onChange={(event) => setPaidOn(event.target.value)} />
      </FormField>
      <FormField label="Moyen">
        <select
          className={inputClasses}
          value={method}
          onChange={(event) => setMethod(event.target.value as PaymentMethod)}
        >
          {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Référence du relevé bancaire" hint={`Le client est invité à indiquer ${invoice.number}.`}>
        <Input value={reference} maxLength={120} onChange={(event) => setReference(event.target.value)} />
      </FormField>
      {error && (
        <p role="alert" className="text-sm text-destructive md:col-span-2">
          {error}
        </p>
      )}
      <div className="md:col-span-2">
        <Button type="submit" disabled={record.isPending}>
          Enregistrer le paiement
        </Button>
      </div>
    </form>
  );
}

/** A credit note for part of the invoice (a cancelled trainee), or the cancellation of an unpaid invoice. */
function CreditNoteForm({ invoice }: { invoice: InvoiceDetail }) {
  const creditNote = useIssueCreditNote();
  const cancel = useCancelInvoice();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    const value = parseAmount(amount);
    if (!Number.isFinite(value) || value <= 0) return setError("Indiquez le montant de l'avoir.");
    creditNote.mutate(
      { invoiceId: invoice.id, amount: value, reason: reason.trim() },
      {
        onSuccess: (note) => {
          setAmount("");
          setReason("");
          toast({ title: `Avoir ${note.number} émis`, description: "Il est envoyé par e-mail." });
        },
        onError: (failure) => setError(companyInvoiceErrorMessage(failure)),
      },
    );
  }
  return (
    <div className="grid gap-4">
      <form
        method="post"
        noValidate
        onSubmit={submit}
        className="grid gap-4 md:grid-cols-2"
        aria-label="Émettre un avoir"
      >
        <FormField label={`Montant de l'avoir (${invoice.currency})`} required>
          <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </FormField>
        <FormField label="Motif" required hint="Par exemple : Annulation du stagiaire Koffi Yao.">
          <Input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </FormField>
        {error && (
          <p role="alert" className="text-sm text-destructive md:col-span-2">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button type="submit" variant="outline" disabled={creditNote.isPending}>
            Émettre l'avoir
          </Button>
          {Number(invoice.amount_paid) === 0 && (
            <Button
              type="button"
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() => {
                if (!window.confirm(`Annuler la facture ${invoice.number} par un avoir de son montant ?`)) return;
                cancel.mutate(
                  { invoiceId: invoice.id, reason: reason.trim() || "Annulation de la facture" },
                  {
                    onSuccess: () => toast({ title: `Facture ${invoice.number} annulée` }),
                    onError: (failure) => setError(companyInvoiceErrorMessage(failure)),
                  },
                );
              }}
            >
              Annuler la facture
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}

function Detail({ invoice }: { invoice: InvoiceDetail }) {
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
                Bon de commande : {invoice.purchase_order ?? "—"} · paiement à {invoice.payment_terms_days} jours
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
          {open && Number(invoice.balance_due) > 0 && <PaymentForm invoice={invoice} />}
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
              : `Relances envoyées : ${[...invoice.company_invoice_reminders]
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

/** /gestion-factures-entreprises/:id — one company invoice for staff. */
export default function CompanyInvoiceDetailRoute() {
  const { id } = useParams();
  const invoiceId = Number(id);
  const invoice = useCompanyInvoice(invoiceId);
  return (
    <AdminPage
      title="Facture entreprise"
      description="Les règlements partiels, les avoirs et les relances de la facture."
      actions={<BackLink to={companyInvoicePaths.list()}>Factures entreprises</BackLink>}
    >
      {invoice.isPending ? (
        <TableSkeleton label="Chargement de la facture" />
      ) : invoice.isError ? (
        <LoadError message="La facture n'a pas pu être chargée." onRetry={() => void invoice.refetch()} />
      ) : !invoice.data ? (
        <LoadError message="Cette facture n'existe pas." onRetry={() => void invoice.refetch()} />
      ) : (
        <Detail invoice={invoice.data} />
      )}
    </AdminPage>
  );
}
