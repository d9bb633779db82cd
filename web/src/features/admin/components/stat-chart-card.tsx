import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import type { Bucket } from "../lib/statistics";

interface StatChartCardProps {
  id: string;
  title: string;
  description: string;
  data: readonly Bucket[];
  /** Column heading of the labels in the text alternative. */
  labelHeading: string;
  /** The chart itself, decorative for assistive technology: the table below carries the same numbers. */
  children: React.ReactNode;
}

/** A chart with its text alternative: a data table, visually hidden behind a disclosure but always in the page. */
export function StatChartCard({ id, title, description, data, labelHeading, children }: StatChartCardProps) {
  const total = data.reduce((sum, bucket) => sum + bucket.count, 0);
  return (
    <Card aria-labelledby={`${id}-title`} role="figure" data-testid={`chart-${id}`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div aria-hidden="true" className="h-64 w-full">
          {children}
        </div>
        <details className="text-sm">
          <summary className="cursor-pointer rounded-sm font-medium text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
            Voir les données ({total} inscription{total > 1 ? "s" : ""})
          </summary>
          <table className="mt-2 w-full text-left">
            <caption className="sr-only">{title} : données du graphique</caption>
            <thead>
              <tr className="border-b">
                <th scope="col" className="py-1 pr-4">
                  {labelHeading}
                </th>
                <th scope="col" className="py-1 text-right">
                  Inscriptions
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((bucket) => (
                <tr key={bucket.label} className="border-b last:border-0">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    {bucket.label}
                  </th>
                  <td className="py-1 text-right tabular-nums">{bucket.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </CardContent>
    </Card>
  );
}
