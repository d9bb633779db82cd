import { Download } from "lucide-react";
import { useId, useState } from "react";
import { LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { downloadCsv } from "~/features/enquiries/admin";
import { useSalesLedger } from "../api/finance";
import { ledgerCsv } from "../lib/ledger-csv";
import { REVENUE_GROUPINGS, revenue, type RevenueGrouping } from "../lib/revenue";
import { AmountsText } from "./amounts";

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * « Chiffre d'affaires » over a period, by client, formation or month, and the accounting export of the same period
 * (the sales ledger: learners' and companies' invoices, deposits, funders' shares, credit notes, payments received).
 */
export function RevenueSection() {
  const today = new Date();
  const [from, setFrom] = useState(isoDay(new Date(Date.UTC(today.getUTCFullYear(), 0, 1))));
  const [to, setTo] = useState(isoDay(today));
  const [grouping, setGrouping] = useState<RevenueGrouping>("client");
  const fromId = useId();
  const toId = useId();
  const invalid = !from || !to || from > to;
  const ledger = useSalesLedger(from, to, !invalid);

  let body: React.ReactNode;
  if (invalid) body = <p role="alert">Choisissez une date de début avant la date de fin.</p>;
  else if (ledger.isPending) body = <TableSkeleton label="Chargement du chiffre d'affaires" />;
  else if (ledger.isError) body = <LoadError message={ledger.error.message} onRetry={() => void ledger.refetch()} />;
  else {
    const result = revenue(ledger.data, grouping);
    body =
      result.rows.length === 0 ? (
        <p className="text-muted-foreground">Aucune facture ni aucun avoir sur la période.</p>
      ) : (
        <>
          <p data-testid="revenue-total">
            Chiffre d'affaires TTC :{" "}
            <strong>
              <AmountsText amounts={result.net} />
            </strong>{" "}
            (facturé <AmountsText amounts={result.invoiced} />, avoirs <AmountsText amounts={result.credited} />)
          </p>
          <Card className="overflow-x-auto p-0">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Chiffre d'affaires {REVENUE_GROUPINGS[grouping].toLowerCase()}</caption>
              <thead className="border-b bg-muted/40 text-muted-foreground">
                <tr>
                  <th scope="col" className="p-3 font-semibold">
                    {grouping === "client" ? "Client" : grouping === "formation" ? "Formation" : "Mois"}
                  </th>
                  <th scope="col" className="p-3 font-semibold">
                    Factures
                  </th>
                  <th scope="col" className="p-3 text-right font-semibold">
                    Chiffre d'affaires TTC
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y">
                {result.rows.map((row) => (
                  <tr key={row.label} data-testid="revenue-row">
                    <td className="p-3">{row.label}</td>
                    <td className="p-3">{row.invoices}</td>
                    <td className="p-3 text-right whitespace-nowrap">
                      <AmountsText amounts={row.net} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </>
      );
  }

  return (
    <section aria-labelledby="revenue-title" className="grid gap-3">
      <h2 id="revenue-title" className="text-xl font-semibold">
        Chiffre d'affaires et export comptable
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor={fromId}>Du</Label>
          <Input id={fromId} type="date" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor={toId}>Au</Label>
          <Input id={toId} type="date" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
        </div>
        <FormField label="Regrouper" className="w-48">
          <select
            className={inputClasses}
            value={grouping}
            onChange={(event) => setGrouping(event.target.value as RevenueGrouping)}
          >
            {(Object.keys(REVENUE_GROUPINGS) as RevenueGrouping[]).map((value) => (
              <option key={value} value={value}>
                {REVENUE_GROUPINGS[value]}
              </option>
            ))}
          </select>
        </FormField>
        <Button
          variant="outline"
          disabled={invalid || !ledger.isSuccess}
          onClick={() => ledger.data && downloadCsv(`journal-des-ventes-${from}-au-${to}.csv`, ledgerCsv(ledger.data))}
        >
          <Download aria-hidden="true" /> Export comptable (CSV)
        </Button>
      </div>
      {body}
    </section>
  );
}
