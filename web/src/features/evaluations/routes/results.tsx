import { Download, FileDown } from "lucide-react";
import * as React from "react";
import { LoadError } from "~/components/back-office/list-states";
import { TableSkeleton } from "~/components/back-office/table-skeleton";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { site } from "~/config/site";
import { downloadQualityReport, useEvaluationComments, useEvaluationResults } from "../api/results";
import { endedFirst, frenchNumber, groupResults, knowledgeGainText, resultsCsv, type Grouping } from "../lib/results";
import { saveFile } from "~/lib/save-file";
import { todayIso } from "~/lib/formation-sessions";

export function meta() {
  return [
    { title: `Résultats des formations | ${site.name}` },
    {
      name: "description",
      content: "Assiduité, satisfaction, recommandation et réponses par session, formation et formateur.",
    },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

const GROUPINGS: [Grouping, string][] = [
  ["session", "Par session"],
  ["formation", "Par formation"],
  ["trainer", "Par formateur"],
];

/**
 * What the page opens on (decision 1132): the last three months, today included — a quarter's sessions, about half a
 * second at a firm's volume. A longer period or the whole history (both dates emptied) is the reader's choice, and
 * costs its own sessions' marks: seconds for years.
 */
function defaultPeriod() {
  const today = todayIso();
  const since = new Date(`${today}T00:00:00Z`);
  since.setUTCMonth(since.getUTCMonth() - 3);
  return { from: since.toISOString().slice(0, 10), to: today };
}

/** /resultats — results per session, formation or trainer for a period, CSV export and each session's quality report. */
export default function ResultsRoute() {
  const [period, setPeriod] = React.useState(defaultPeriod);
  const [grouping, setGrouping] = React.useState<Grouping>("session");
  const results = useEvaluationResults(period);
  const sessionIds = (results.data ?? []).map((row) => row.session_id);
  const comments = useEvaluationComments(sessionIds);
  const rows = groupResults(endedFirst(results.data ?? [], todayIso()), grouping);
  const titles = new Map((results.data ?? []).map((row) => [row.session_id, row.formation_title]));

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-5">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-primary md:text-3xl">Résultats des formations</h1>
        <p className="max-w-prose text-muted-foreground">
          Assiduité, satisfaction (à chaud), recommandation et application au travail (à froid, 90 jours après), gain de
          connaissances (quiz final contre positionnement).
        </p>
      </header>
      <Card className="flex flex-wrap items-end gap-4 p-4">
        <FormField label="Du">
          <Input
            type="date"
            value={period.from}
            onChange={(event) => setPeriod({ ...period, from: event.target.value })}
          />
        </FormField>
        <FormField label="Au">
          <Input type="date" value={period.to} onChange={(event) => setPeriod({ ...period, to: event.target.value })} />
        </FormField>
        <div role="group" aria-label="Regroupement" className="flex flex-wrap gap-2">
          {GROUPINGS.map(([value, label]) => (
            <Button
              key={value}
              type="button"
              size="sm"
              variant={grouping === value ? "default" : "outline"}
              aria-pressed={grouping === value}
              onClick={() => setGrouping(value)}
            >
              {label}
            </Button>
          ))}
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={rows.length === 0}
          onClick={() =>
            saveFile(new Blob([resultsCsv(rows)], { type: "text/csv;charset=utf-8" }), `resultats-${grouping}.csv`)
          }
        >
          <Download aria-hidden="true" />
          Exporter en CSV
        </Button>
      </Card>
      {results.isError ? (
        <LoadError message={results.error.message} onRetry={() => void results.refetch()} />
      ) : results.isPending ? (
        <TableSkeleton label="Chargement des résultats" />
      ) : rows.length === 0 ? (
        <Card className="p-8 text-center text-muted-foreground">Aucune session sur cette période.</Card>
      ) : (
        <Card className="relative overflow-x-auto p-4">
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">
              Résultats {GROUPINGS.find(([value]) => value === grouping)?.[1].toLowerCase()}
            </caption>
            <thead className="border-b text-muted-foreground">
              <tr>
                {[
                  "",
                  "Apprenants",
                  "Assiduité",
                  "Réponses",
                  "Taux de réponse",
                  "Satisfaction",
                  "Contenu",
                  "Formateur",
                  "Organisation",
                  "Notes 1→5",
                  "NPS",
                  "Gain de connaissances",
                  "",
                ].map((label, index) => (
                  <th key={index} scope="col" className="py-2 pr-3 font-medium">
                    {label || <span className="sr-only">{index === 0 ? "Regroupement" : "Bilan"}</span>}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key} className="border-b align-top">
                  <th scope="row" className="py-2 pr-3 font-medium">
                    {row.label}
                  </th>
                  <td className="py-2 pr-3 tabular-nums">{row.learners}</td>
                  <td className="py-2 pr-3 tabular-nums">{frenchNumber(row.attendance, " %")}</td>
                  <td className="py-2 pr-3 tabular-nums">
                    {row.answers} / {row.invited}
                  </td>
                  <td className="py-2 pr-3 tabular-nums">{frenchNumber(row.responseRate, " %")}</td>
                  <td className="py-2 pr-3 tabular-nums">{frenchNumber(row.overall, " / 5")}</td>
                  <td className="py-2 pr-3 tabular-nums">{frenchNumber(row.content)}</td>
                  <td className="py-2 pr-3 tabular-nums">{frenchNumber(row.trainer)}</td>
                  <td className="py-2 pr-3 tabular-nums">{frenchNumber(row.organisation)}</td>
                  <td className="py-2 pr-3 whitespace-nowrap tabular-nums">{row.distribution.join(" · ")}</td>
                  <td className="py-2 pr-3 tabular-nums">{frenchNumber(row.nps)}</td>
                  <td className="py-2 pr-3 tabular-nums" data-testid="knowledge-gain">
                    {knowledgeGainText(row.knowledgeGain)}
                    {row.knowledgeMeasured > 0 ? (
                      <span className="block text-xs text-muted-foreground">
                        {row.knowledgeMeasured} mesuré{row.knowledgeMeasured > 1 ? "s" : ""}
                      </span>
                    ) : null}
                  </td>
                  <td className="py-2">
                    {row.sessionId !== null && (
                      <Button
                        type="button"
                        size="sm"
                        variant="outline"
                        onClick={() =>
                          void downloadQualityReport(row.sessionId!).catch((error: Error) =>
                            toast({ title: "Bilan indisponible", description: error.message, variant: "destructive" }),
                          )
                        }
                      >
                        <FileDown aria-hidden="true" />
                        Bilan PDF
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Card>
      )}
      {comments.data && comments.data.length > 0 && (
        <Card className="gap-2 p-4">
          <h2 className="font-semibold">Commentaires</h2>
          <ul className="grid gap-2 text-sm">
            {comments.data.map((row) => (
              <li key={row.id}>
                <span className="text-muted-foreground">
                  {titles.get(row.session_id)}
                  {row.kind === "cold" ? " (à froid)" : ""} :
                </span>{" "}
                « {row.comment} »
              </li>
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}
