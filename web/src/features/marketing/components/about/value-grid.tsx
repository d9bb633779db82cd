import type { LucideIcon } from "lucide-react";
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
      {values.map(({ title, description, icon: Icon }) => (
        <li key={title} className="rounded-lg border bg-card p-6">
          <span className="mb-4 inline-flex size-11 items-center justify-center rounded-md bg-warm-subtle text-warm-subtle-foreground">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-semibold text-foreground">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{description}</p>
        </li>
      ))}
    </ul>
  );
}
