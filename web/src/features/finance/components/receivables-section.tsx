import { formatDate } from "@common/format";
import { LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Card } from "~/components/ui/card";
import { useOpenInvoices } from "../api/finance";
import { AGING_BUCKETS, receivables, type AgingBucket } from "../lib/receivables";
import { AmountsText } from "./amounts";

/** « Encours » : what companies and funders owe, by lateness and by debtor (issue 43 item 9). */
export function ReceivablesSection() {
  const invoices = useOpenInvoices();
  let body: React.ReactNode;
  if (invoices.isPending) body = <TableSkeleton label="Chargement de l'encours" />;
  else if (invoices.isError) {
    body = <LoadError message={invoices.error.message} onRetry={() => void invoices.refetch()} />;
  } else {
    const result = receivables(invoices.data);
    body =
      result.debtors.length === 0 ? (
        <p className="text-muted-foreground">
          Aucune facture d'entreprise ou de financeur n'est en attente de paiement.
        </p>
      ) : (
        <>
          <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" aria-label="Encours par ancienneté">
            {(Object.keys(AGING_BUCKETS) as AgingBucket[]).map((bucket) => (
              <div key={bucket} className="rounded-md border p-3">
                <dt className="text-sm text-muted-foreground">{AGING_BUCKETS[bucket]}</dt>
                <dd className="font-semibold">
                  <AmountsText amounts={result.aging[bucket]} />
                </dd>
              </div>
            ))}
          </dl>
          <Card className="overflow-x-auto p-0">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Encours par client</caption>
              <thead className="border-b bg-muted/40 text-muted-foreground">
                <tr>
                  <th scope="col" className="p-3 font-semibold">
                    Débiteur
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Factures
                  </th>
                  <th scope="col" className="p-3 text-right font-semibold">
                    Reste dû
                  </th>
                  <th scope="col" className="p-3 text-right font-semibold">
                    Dont en retard
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Plus ancienne échéance
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {result.debtors.map((debtor) => (
                  <tr key={`${debtor.debtor}-${debtor.organisation}`} data-testid="receivable-row">
                    <td className="p-3">
                      <span className="font-medium">{debtor.debtor}</span>
                      {debtor.debtor !== debtor.organisation && (
                        <span className="block text-muted-foreground">pour {debtor.organisation}</span>
                      )}
                    </td>
                    <td className="p-3">{debtor.invoices}</td>
                    <td className="p-3 text-right whitespace-nowrap">
                      <AmountsText amounts={debtor.due} />
                    </td>
                    <td className="p-3 text-right whitespace-nowrap">
                      <AmountsText amounts={debtor.overdue} />
                    </td>
                    <td className="p-3">{formatDate(debtor.oldestDueOn)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
          <p className="text-sm">
            Total dû : <AmountsText amounts={result.due} /> · dont en retard : <AmountsText amounts={result.overdue} />
          </p>
        </>
      );
  }
  return (
    <section aria-labelledby="receivables-title" className="grid gap-3">
      <h2 id="receivables-title" className="text-xl font-semibold">
        Encours des entreprises et des financeurs
      </h2>
      {body}
    </section>
  );
}
