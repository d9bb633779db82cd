interface KeyFiguresProps {
  figures: readonly { value: string; label: string }[];
  label: string;
}

/** Large numbers with their caption, read as a list by assistive technologies. */
export function KeyFigures({ figures, label }: KeyFiguresProps) {
  return (
    <ul aria-label={label} className="grid gap-6 sm:grid-cols-3">
      {figures.map((figure) => (
        <li key={figure.label} className="rounded-lg border-l-4 border-warm bg-card p-5">
          <span className="block text-3xl font-bold text-primary">{figure.value}</span>
          <span className="mt-1 block text-muted-foreground">{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
