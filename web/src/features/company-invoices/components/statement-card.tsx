import { FileSpreadsheet } from "lucide-react";
import { formatDate, formatMoney } from "@common/format";
import { LoadError } from "~/components/back-office/list-states";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { downloadCsv } from "~/features/enquiries/admin";
import { useStatement } from "../api/company-invoices";
import { STATEMENT_KIND_LABELS, statementCsv, statementFileName } from "../lib/company-invoices";

/**
 * « Relevé de compte » of one organisation: its invoices, payments and credit notes in date order with the running
 * balance, the totals per currency and a CSV download. For staff and for the organisation's training manager.
 */
export function StatementCard({ organisationId }: { organisationId: string }) {
  const statement = useStatement(organisationId);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Relevé de compte</CardTitle>
        {statement.data && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              downloadCsv(
                statementFileName(statement.data.organisation.legal_name, statement.data.generated_at),
                statementCsv(statement.data),
              )
            }
          >
            <FileSpreadsheet aria-hidden="true" />
            Télécharger le relevé (CSV)
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        {statement.isPending ? (
          <Skeleton role="status" aria-label="Chargement du relevé" className="h-32 w-full" />
        ) : statement.isError ? (
          <LoadError message="Le relevé de compte n'a pas pu être chargé." onRetry={() => void statement.refetch()} />
        ) : statement.data.lines.length === 0 ? (
          <p className="text-muted-foreground">Aucune facture pour l'instant.</p>
        ) : (
          <>
            <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="statement-totals">
              {statement.data.totals.map((total) => (
                <div key={total.currency} className="contents">
                  <div className="rounded-md border p-3">
                    <dt className="text-sm text-muted-foreground">Facturé</dt>
                    <dd className="font-semibold">{formatMoney(total.invoiced, total.currency)}</dd>
                  </div>
                  <div className="rounded-md border p-3">
                    <dt className="text-sm text-muted-foreground">Réglé</dt>
                    <dd className="font-semibold">{formatMoney(total.paid, total.currency)}</dd>
                  </div>
                  <div className="rounded-md border p-3">
                    <dt className="text-sm text-muted-foreground">Solde dû</dt>
                    <dd className="font-semibold" data-testid="statement-balance">
                      {formatMoney(Math.max(0, Number(total.balance_due)), total.currency)}
                    </dd>
                  </div>
                  <div className="rounded-md border p-3">
                    <dt className="text-sm text-muted-foreground">Dont échu</dt>
                    <dd className={Number(total.overdue) > 0 ? "font-semibold text-destructive" : "font-semibold"}>
                      {formatMoney(total.overdue, total.currency)}
                    </dd>
                  </div>
                </div>
              ))}
            </dl>
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">Relevé de compte de {statement.data.organisation.legal_name}</caption>
                <thead className="border-b text-muted-foreground">
                  <tr>
                    <th scope="col" className="p-2 font-semibold">
                      Date
                    </th>
                    <th scope="col" className="p-2 font-semibold">
                      Pièce
                    </th>
                    <th scope="col" className="p-2 font-semibold">
                      Libellé
                    </th>
                    <th scope="col" className="p-2 text-right font-semibold">
                      Débit
                    </th>
                    <th scope="col" className="p-2 text-right font-semibold">
                      Crédit
                    </th>
                    <th scope="col" className="p-2 text-right font-semibold">
                      Solde
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y">
                  {statement.data.lines.map((line, index) => (
                    <tr key={`${line.kind}-${line.number}-${index}`} data-testid="statement-line">
                      <td className="p-2 whitespace-nowrap">{formatDate(line.date)}</td>
                      <td className="p-2 whitespace-nowrap">
                        {STATEMENT_KIND_LABELS[line.kind]} {line.number}
                      </td>
                      <td className="p-2">{line.label}</td>
                      <td className="p-2 text-right whitespace-nowrap">
                        {line.debit ? formatMoney(line.debit, line.currency) : ""}
                      </td>
                      <td className="p-2 text-right whitespace-nowrap">
                        {line.credit ? formatMoney(line.credit, line.currency) : ""}
                      </td>
                      <td className="p-2 text-right whitespace-nowrap">{formatMoney(line.balance, line.currency)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
