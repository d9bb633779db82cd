import type { TimelineEntry } from "~/content/about";

/** Milestones as an ordered list with a vertical rule. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="relative grid gap-8 border-l-2 border-border pl-8">
      {entries.map((entry) => (
        <li key={entry.year} className="relative">
          <span
            aria-hidden="true"
            className="absolute top-1 -left-[2.6rem] size-5 rounded-full border-4 border-background bg-warm"
          />
          <p className="text-sm font-bold tracking-wide text-warm-subtle-foreground dark:text-warm">{entry.year}</p>
          <h3 className="mt-1 text-lg font-semibold text-foreground">{entry.title}</h3>
          <p className="mt-2 max-w-2xl leading-relaxed text-muted-foreground">{entry.description}</p>
        </li>
      ))}
    </ol>
  );
}
