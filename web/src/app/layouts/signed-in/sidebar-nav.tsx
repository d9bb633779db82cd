import { useId } from "react";
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

/** Consecutive entries of one section, in menu order (entries without a section form the first, unnamed group). */
function sections(items: MenuItem[]): { title?: string; items: MenuItem[] }[] {
  const groups: { title?: string; items: MenuItem[] }[] = [];
  for (const item of items) {
    const last = groups.at(-1);
    if (last && last.title === item.section) last.items.push(item);
    else groups.push({ title: item.section, items: [item] });
  }
  return groups;
}

interface EntriesProps {
  items: MenuItem[];
  collapsed: boolean;
  onNavigate?: () => void;
  labelledBy?: string;
}

function Entries({ items, collapsed, onNavigate, labelledBy }: EntriesProps) {
  return (
    <ul className="grid gap-1" aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item.label}>
          <MenuEntry item={item} collapsed={collapsed} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}

/** A named group of entries: its list is labelled by the heading (no landmark inside the navigation). */
function Section({
  title,
  collapsed,
  children,
}: {
  title: string;
  collapsed: boolean;
  children: (headingId: string) => React.ReactNode;
}) {
  const headingId = useId();
  return (
    <div className={cn("grid gap-1", collapsed && "border-t pt-3")}>
      <p
        id={headingId}
        className={cn(
          "px-2.5 text-[0.7rem] font-semibold tracking-wide text-muted-foreground uppercase",
          collapsed && "sr-only",
        )}
      >
        {title}
      </p>
      {children(headingId)}
    </div>
  );
}

/**
 * The menu, in sections when its entries name one (the admin's sixteen-odd entries, issue 48 item 4): a small
 * heading above each group, a thin rule instead when the sidebar is folded to icons (the heading stays for screen
 * readers).
 */
export function SidebarNav({
  items,
  collapsed,
  onNavigate,
}: {
  items: MenuItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const groups = sections(items);
  if (groups.every((group) => group.title === undefined)) {
    return <Entries items={items} collapsed={collapsed} onNavigate={onNavigate} />;
  }
  return (
    <div className="grid gap-3">
      {groups.map((group, index) =>
        group.title === undefined ? (
          <Entries key={`group-${index}`} items={group.items} collapsed={collapsed} onNavigate={onNavigate} />
        ) : (
          <Section key={group.title} title={group.title} collapsed={collapsed}>
            {(headingId) => (
              <Entries items={group.items} collapsed={collapsed} onNavigate={onNavigate} labelledBy={headingId} />
            )}
          </Section>
        ),
      )}
    </div>
  );
}
