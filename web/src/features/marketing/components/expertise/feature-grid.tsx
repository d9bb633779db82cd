interface FeatureGridProps {
  items: readonly { title: string; description: string }[];
  columns?: 2 | 3;
}

/** Titled short texts in bordered tiles (pillars, offers, models). */
export function FeatureGrid({ items, columns = 3 }: FeatureGridProps) {
  return (
    <ul className={columns === 3 ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-3" : "grid gap-6 sm:grid-cols-2"}>
      {items.map((item) => (
        <li key={item.title} className="rounded-lg border bg-card p-6">
          <h3 className="text-lg font-semibold text-foreground">{item.title}</h3>
          <p className="mt-2 text-muted-foreground">{item.description}</p>
        </li>
      ))}
    </ul>
  );
}
