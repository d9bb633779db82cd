import { ArrowRight, type LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";

export interface Shortcut {
  to: string;
  label: string;
  icon: LucideIcon;
}

/** The row of large links at the foot of a signed-in dashboard. */
export function ShortcutsNav({ label, shortcuts }: { label: string; shortcuts: readonly Shortcut[] }) {
  return (
    <nav aria-label={label} className="grid gap-3 sm:grid-cols-3">
      {shortcuts.map(({ to, label: text, icon: Icon }) => (
        <Button key={to} asChild variant="outline" className="h-auto justify-between py-4">
          <Link to={to}>
            <span className="flex items-center gap-2">
              <Icon aria-hidden="true" />
              {text}
            </span>
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      ))}
    </nav>
  );
}
