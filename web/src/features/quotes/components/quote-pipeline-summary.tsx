import { useState } from "react";
import { FormField } from "~/components/ui/field";
import { inputClasses } from "~/components/ui/input";
import { formatAmounts } from "~/domain/money";
import { QUOTE_STATUS_LABELS } from "~/domain/quote";
import { cn } from "~/lib/utils";
import type { QuoteListItem } from "../api/quotes";
import { isPipelinePeriod, PIPELINE_PERIODS, quotePipeline, type PipelinePeriod } from "../lib/quote-pipeline";

const percent = new Intl.NumberFormat("fr-FR", { style: "percent", maximumFractionDigits: 0 });

/** The pipeline above the quotes list: amounts and counts by state over a period, and the conversion rate. */
export function QuotePipelineSummary({ quotes }: { quotes: QuoteListItem[] }) {
  const [period, setPeriod] = useState<PipelinePeriod>("year");
  const pipeline = quotePipeline(quotes, period);
  return (
    <section aria-labelledby="quote-pipeline-title" className="grid gap-3 rounded-md border p-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="quote-pipeline-title" className="text-lg font-semibold">
          Suivi commercial
        </h2>
        <FormField label="Période (date d'envoi)" className="w-56">
          <select
            className={cn(inputClasses, "h-10")}
            value={period}
            onChange={(event) => {
              if (isPipelinePeriod(event.target.value)) setPeriod(event.target.value);
            }}
          >
            {Object.entries(PIPELINE_PERIODS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <p data-testid="quote-conversion">
        Taux de transformation :{" "}
        <strong>
          {pipeline.conversionRate === null
            ? "pas encore de devis accepté, refusé ou expiré sur la période"
            : `${percent.format(pipeline.conversionRate)} (${pipeline.accepted} accepté${pipeline.accepted > 1 ? "s" : ""} sur ${pipeline.decided} décidé${pipeline.decided > 1 ? "s" : ""})`}
        </strong>
      </p>
      {pipeline.states.length === 0 ? (
        <p className="text-muted-foreground">Aucun devis sur la période.</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label="Montants par état">
          {pipeline.states.map((state) => (
            <li key={state.status} className="rounded-md border px-3 py-2 text-sm">
              <span className="font-medium">{QUOTE_STATUS_LABELS[state.status]}</span> ({state.count}) :{" "}
              {formatAmounts(state.amounts)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
