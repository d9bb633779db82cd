import { Link, useLocation } from "react-router";
import { cn } from "~/lib/utils";
import { isNavItemActive, mainNav } from "./nav-items";

export function DesktopNav({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Navigation principale" className={className}>
      <ul className="flex items-center gap-1">
        {mainNav.map((item) => {
          const active = isNavItemActive(item, pathname);
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "relative block rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground lg:px-3",
                  "focus-visible:outline-2 focus-visible:outline-ring",
                  active
                    ? "text-primary after:absolute after:inset-x-2.5 after:-bottom-px after:h-0.5 after:rounded-full after:bg-warm lg:after:inset-x-3"
                    : "text-muted-foreground",
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
