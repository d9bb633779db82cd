import { Card } from "~/components/ui/card";

/** A few key figures side by side (« Inscriptions 12 »), as a description list: the label, then the big number. */
export function StatCards({ stats }: { stats: readonly (readonly [label: string, value: React.ReactNode])[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {stats.map(([label, value]) => (
        <Card key={label} className="gap-1 p-5">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-3xl font-bold text-primary">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}
