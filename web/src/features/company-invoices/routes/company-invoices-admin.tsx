import { Receipt } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { formatDate, formatMoney } from "@common/format";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { inputClasses } from "~/components/ui/input";
import { useCompanyInvoices, useInvoicedOrganisations } from "../api/company-invoices";
import { InvoiceStatusBadge } from "../components/invoice-status-badge";
import { NewInvoiceForm } from "../components/new-invoice-form";
import { StatementCard } from "../components/statement-card";
import { KIND_LABELS, daysLate } from "../lib/company-invoices";
import { companyInvoicePaths } from "../lib/company-invoice-paths";

export function meta() {
  return adminMeta(
    "Factures entreprises",
    "Les factures des entreprises et des financeurs, leurs règlements, les relances et les relevés de compte.",
  );
}

function InvoicesTable({ overdue }: { overdue: boolean }) {
  const invoices = useCompanyInvoices(overdue ? "overdue" : "all");
  if (invoices.isPending) return <TableSkeleton label="Chargement des factures" />;
  if (invoices.isError) {
    return <LoadError message="Les factures n'ont pas pu être chargées." onRetry={() => void invoices.refetch()} />;
  }
  if (invoices.data.length === 0) {
    return (
      <EmptyState icon={Receipt} title={overdue ? "Aucune facture en retard" : "Aucune facture d'entreprise"}>
        <p className="text-muted-foreground">
          {overdue
            ? "Toutes les factures échues sont réglées."
            : "Les factures des conventions signées et celles émises ici s'afficheront dans cette liste."}
        </p>
      </EmptyState>
    );
  }
  return (
    <Card className="overflow-x-auto p-0">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{overdue ? "Factures en retard" : "Factures des entreprises"}</caption>
        <thead className="border-b bg-muted/40 text-muted-foreground">
          <tr>
            <th scope="col" className="p-3 font-semibold">
              Facture
            </th>
            <th scope="col" className="p-3 font-semibold">
              Client
            </th>
            <th scope="col" className="p-3 text-right font-semibold">
              Montant TTC
            </th>
            <th scope="col" className="p-3 text-right font-semibold">
              Reste dû
            </th>
            <th scope="col" className="p-3 font-semibold">
              Échéance
            </th>
            <th scope="col" className="p-3 font-semibold">
              État
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {invoices.data.map((invoice) => (
            <tr key={invoice.id} data-testid="company-invoice-row">
              <td className="p-3 font-medium whitespace-nowrap">
                <Link
                  className="text-primary underline-offset-4 hover:underline"
                  to={companyInvoicePaths.detail(invoice.id)}
                >
                  {invoice.number}
                </Link>
                <span className="block text-xs text-muted-foreground">{KIND_LABELS[invoice.kind]}</span>
              </td>
              <td className="p-3">
                {invoice.customer_name}
                {invoice.funder_id && invoice.organisations && (
                  <span className="block text-xs text-muted-foreground">pour {invoice.organisations.legal_name}</span>
                )}
              </td>
              <td className="p-3 text-right whitespace-nowrap">{formatMoney(invoice.amount, invoice.currency)}</td>
              <td className="p-3 text-right whitespace-nowrap">
                {formatMoney(Math.max(0, Number(invoice.balance_due)), invoice.currency)}
              </td>
              <td className="p-3 whitespace-nowrap">
                {formatDate(invoice.due_on)}
                {overdue && (
                  <span className="block text-xs text-destructive">{daysLate(invoice.due_on)} j de retard</span>
                )}
              </td>
              <td className="p-3">
                <InvoiceStatusBadge invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Card>
  );
}

function StatementPicker() {
  const organisations = useInvoicedOrganisations();
  const [organisationId, setOrganisationId] = useState("");
  return (
    <section aria-labelledby="statement-picker-title" className="grid gap-3">
      <h2 id="statement-picker-title" className="text-lg font-semibold">
        Relevé de compte d'une entreprise
      </h2>
      <FormField label="Entreprise" className="max-w-md">
        <select
          className={inputClasses}
          value={organisationId}
          onChange={(event) => setOrganisationId(event.target.value)}
        >
          <option value="">Choisir…</option>
          {organisations.data?.map((row) => (
            <option key={row.id} value={row.id}>
              {row.legal_name}
            </option>
          ))}
        </select>
      </FormField>
      {organisationId && <StatementCard key={organisationId} organisationId={organisationId} />}
    </section>
  );
}

/** /gestion-factures-entreprises: every company invoice, the « Relances » (overdue) view, issuing, statements. */
export default function CompanyInvoicesAdminRoute() {
  const [search, setSearch] = useSearchParams();
  const overdue = search.get("vue") === "relances";
  return (
    <AdminPage
      title="Factures entreprises"
      description="Les factures adressées aux entreprises et aux financeurs : règlements partiels, avoirs, relances à l'échéance + 1, + 15 et + 30 jours, relevés de compte."
      actions={
        <Button asChild variant="outline">
          <Link to={companyInvoicePaths.funders()}>Financeurs</Link>
        </Button>
      }
    >
      <nav aria-label="Vues des factures" className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant={overdue ? "outline" : "default"}
          aria-pressed={!overdue}
          onClick={() => setSearch({})}
        >
          Toutes les factures
        </Button>
        <Button
          type="button"
          variant={overdue ? "default" : "outline"}
          aria-pressed={overdue}
          onClick={() => setSearch({ vue: "relances" })}
        >
          Relances
        </Button>
      </nav>
      <InvoicesTable key={overdue ? "overdue" : "all"} overdue={overdue} />
      <NewInvoiceForm />
      <StatementPicker />
    </AdminPage>
  );
}
