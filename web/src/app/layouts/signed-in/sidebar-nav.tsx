import { NavLink } from "react-router";
import { cn } from "~/lib/utils";
import type { MenuItem } from "./role-menu";

export const itemClasses =
  "flex h-9 w-full items-center gap-3 rounded-md px-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&_svg]:size-4 [&_svg]:shrink-0";

function CountBadge({ value, collapsed }: { value: number; collapsed: boolean }) {
  if (collapsed) return <span className="sr-only">({value})</span>;
  return (
    <span className="ml-auto rounded-full bg-warm px-2 py-0.5 text-xs font-semibold text-warm-foreground">{value}</span>
  );
}

function MenuEntry({ item, collapsed, onNavigate }: { item: MenuItem; collapsed: boolean; onNavigate?: () => void }) {
  const Icon = item.icon;
  const label = <span className={cn("truncate", collapsed && "sr-only")}>{item.label}</span>;

  if (!item.to) {
    return (
      <span
        aria-disabled="true"
        title={`${item.label} – Bientôt disponible`}
        className={cn(itemClasses, "cursor-not-allowed text-muted-foreground")}
      >
        <Icon aria-hidden="true" />
        {label}
        {collapsed ? (
          <span className="sr-only">{item.badge !== undefined && ` (${item.badge})`} – Bientôt disponible</span>
        ) : (
          <span className="ml-auto flex items-center gap-1.5">
            {item.badge !== undefined && <CountBadge value={item.badge} collapsed={false} />}
            <span className="text-[0.7rem] font-normal whitespace-nowrap">Bientôt disponible</span>
          </span>
        )}
      </span>
    );
  }

  return (
    <NavLink
      to={item.to}
      end
      onClick={onNavigate}
      title={collapsed ? item.label : undefined}
      className={({ isActive }) =>
        cn(
          itemClasses,
          isActive
            ? "bg-primary text-primary-foreground"
            : "text-foreground hover:bg-accent hover:text-accent-foreground",
        )
      }
    >
      <Icon aria-hidden="true" />
      {label}
      {item.badge !== undefined && <CountBadge value={item.badge} collapsed={collapsed} />}
    </NavLink>
  );
}

export function SidebarNav({
  items,
  collapsed,
  onNavigate,
}: {
  items: MenuItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <ul className="grid gap-1">
      {items.map((item) => (
        <li key={item.label}>
          <MenuEntry item={item} collapsed={collapsed} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
