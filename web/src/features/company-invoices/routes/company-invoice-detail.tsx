import { useParams } from "react-router";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { BackLink } from "~/components/back-office/back-link";
import { LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { useCompanyInvoice } from "../api/company-invoices";
import { CompanyInvoiceView } from "../components/company-invoice-view";
import { companyInvoicePaths } from "../lib/company-invoice-paths";

export function meta() {
  return adminMeta("Facture entreprise", "Une facture d'entreprise, ses règlements, ses avoirs et ses relances.");
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
        <CompanyInvoiceView invoice={invoice.data} />
      )}
    </AdminPage>
  );
}
