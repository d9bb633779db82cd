import type { LucideIcon } from "lucide-react";
import { CardIconTile } from "~/components/page/card-icon-tile";
import { cn } from "~/lib/utils";

export interface ValueItem {
  title: string;
  description: string;
  icon: LucideIcon;
}

/** The firm's values as a grid of short statements, each with an icon. */
export function ValueGrid({ values, className }: { values: ValueItem[]; className?: string }) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2 lg:grid-cols-3", className)}>
      {values.map(({ title, description, icon }) => (
        <li key={title} className="rounded-lg border bg-card p-6">
          <CardIconTile icon={icon} tone="warm" />
          <h3 className="text-lg font-semibold text-foreground">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
        </li>
      ))}
    </ul>
  );
}
