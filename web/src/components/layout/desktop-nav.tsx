import { cn } from "~/lib/utils";
import { MainNavLinks } from "./main-nav-links";

export function DesktopNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Navigation principale" className={className}>
      <MainNavLinks
        listClassName="flex items-center gap-1"
        linkClassName={(active) =>
          cn(
            "relative block rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground lg:px-3",
            "focus-visible:outline-2 focus-visible:outline-ring",
            active
              ? "text-primary after:absolute after:inset-x-2.5 after:-bottom-px after:h-0.5 after:rounded-full after:bg-warm lg:after:inset-x-3"
              : "text-muted-foreground",
          )
        }
      />
    </nav>
  );
}
