import { FileText, Plus } from "lucide-react";
import { Link } from "react-router";
import { formatDate, formatMoney } from "@common/format";
import { AdminPage } from "~/components/back-office/admin-page";
import { adminMeta } from "~/components/back-office/admin-meta";
import { EmptyState, LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { QUOTE_STATUS_LABELS, quoteStatusBadge, shownQuoteStatus } from "~/domain/quote";
import { useQuotes } from "../api/quotes";
import { QuotePipelineSummary } from "../components/quote-pipeline-summary";
import { quotePaths } from "../lib/quote-paths";

export function meta() {
  return adminMeta("Devis", "Les devis envoyés aux entreprises, leur état et leur montant.");
}

/** /gestion-devis — every quote with its state and amount; a new one from scratch. */
export default function QuotesListRoute() {
  const quotes = useQuotes();
  return (
    <AdminPage
      title="Devis"
      description="Les devis des entreprises : brouillons, envoyés, consultés, acceptés, refusés ou expirés. Un devis se crée ici ou depuis une demande de devis."
      actions={
        <Button asChild>
          <Link to={quotePaths.create()}>
            <Plus aria-hidden="true" />
            Nouveau devis
          </Link>
        </Button>
      }
    >
      {quotes.isPending ? (
        <TableSkeleton label="Chargement des devis" />
      ) : quotes.isError ? (
        <LoadError message="Les devis n'ont pas pu être chargés." onRetry={() => void quotes.refetch()} />
      ) : quotes.data.length === 0 ? (
        <EmptyState icon={FileText} title="Aucun devis pour l'instant">
          <p className="text-muted-foreground">Créez-en un, ou ouvrez une demande de devis de la boîte de réception.</p>
        </EmptyState>
      ) : (
        <>
          <QuotePipelineSummary quotes={quotes.data} />
          <Card className="overflow-x-auto p-0">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Devis</caption>
              <thead className="border-b bg-muted/40 text-muted-foreground">
                <tr>
                  <th scope="col" className="p-3 font-semibold">
                    Numéro
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Client
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    État
                  </th>
                  <th scope="col" className="p-3 text-right font-semibold">
                    Montant TTC
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Valable jusqu'au
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {quotes.data.map((quote) => {
                  const status = shownQuoteStatus(quote.status, quote.valid_until);
                  return (
                    <tr key={quote.id} data-testid="quote-row">
                      <td className="p-3">
                        <Link className="font-medium text-primary hover:underline" to={quotePaths.edit(quote.id)}>
                          {quote.number ?? `Brouillon n° ${quote.id}`}
                        </Link>
                        {quote.version > 1 && <span className="text-muted-foreground"> (v{quote.version})</span>}
                      </td>
                      <td className="p-3">{quote.client_company}</td>
                      <td className="p-3">
                        <Badge variant={quoteStatusBadge(status)}>{QUOTE_STATUS_LABELS[status]}</Badge>
                      </td>
                      <td className="p-3 text-right whitespace-nowrap">{formatMoney(quote.total, quote.currency)}</td>
                      <td className="p-3">{formatDate(quote.valid_until)}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </Card>
        </>
      )}
    </AdminPage>
  );
}
