import { Receipt } from "lucide-react";
import { formatDate, formatMoney } from "@common/format";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useOrganisationInvoices } from "../api/company-invoices";
import { KIND_LABELS, dueLabel } from "../lib/company-invoices";
import { DocumentButton } from "./document-button";
import { InvoiceStatusBadge } from "./invoice-status-badge";
import { StatementCard } from "./statement-card";

/**
 * The « Espace entreprise »'s invoices (issue 43 items 5 and 6): the company's invoices with what is paid and due,
 * their PDFs, and the statement of account. The database shows a training manager their own company's only.
 */
export function CompanyInvoicesPanel({ organisationId }: { organisationId: string }) {
  const invoices = useOrganisationInvoices(organisationId);
  return (
    <section aria-labelledby="company-invoices-title" className="grid gap-4">
      <Card>
        <CardHeader>
          <CardTitle id="company-invoices-title">Factures et règlements</CardTitle>
        </CardHeader>
        <CardContent>
          {invoices.isPending ? (
            <Skeleton role="status" aria-label="Chargement des factures" className="h-32 w-full" />
          ) : invoices.isError ? (
            <LoadError message="Les factures n'ont pas pu être chargées." onRetry={() => void invoices.refetch()} />
          ) : invoices.data.length === 0 ? (
            <EmptyState icon={Receipt} title="Aucune facture pour l'instant">
              <p className="text-muted-foreground">
                Les factures de vos conventions s'afficheront ici, avec leurs règlements et ce qui reste dû.
              </p>
            </EmptyState>
          ) : (
            <ul className="grid gap-3">
              {invoices.data.map((invoice) => (
                <li key={invoice.id} className="grid gap-2 rounded-md border p-4" data-testid="company-invoice">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="grid gap-0.5">
                      <p className="font-semibold">
                        {KIND_LABELS[invoice.kind]} {invoice.number}
                      </p>
                      <p className="text-sm text-muted-foreground">{invoice.description}</p>
                      <p className="text-sm text-muted-foreground">
                        Émise le {formatDate(invoice.issued_at)}
                        {invoice.purchase_order ? ` · bon de commande ${invoice.purchase_order}` : ""} ·{" "}
                        {dueLabel(invoice)}
                      </p>
                    </div>
                    <InvoiceStatusBadge invoice={invoice} />
                  </div>
                  <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
                    <div>
                      <dt className="text-muted-foreground">Montant TTC</dt>
                      <dd className="font-medium">{formatMoney(invoice.amount, invoice.currency)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Réglé</dt>
                      <dd className="font-medium">{formatMoney(invoice.amount_paid, invoice.currency)}</dd>
                    </div>
                    <div>
                      <dt className="text-muted-foreground">Reste dû</dt>
                      <dd className="font-medium" data-testid="company-invoice-due">
                        {formatMoney(Math.max(0, Number(invoice.balance_due)), invoice.currency)}
                      </dd>
                    </div>
                  </dl>
                  <div>
                    <DocumentButton
                      target={{ invoiceId: invoice.id, number: invoice.number }}
                      label="Télécharger la facture (PDF)"
                    />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <StatementCard organisationId={organisationId} />
    </section>
  );
}
