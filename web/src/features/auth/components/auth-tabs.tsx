import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";

export interface AuthTab<V extends string> {
  value: V;
  label: string;
  /** The page's address with this tab open (`/auth?tab=signup`): the tab is a link to it. */
  href: string;
  panel: ReactNode;
}

interface AuthTabsProps<V extends string> {
  label: string;
  tabs: AuthTab<V>[];
  selected: V;
  onSelect: (value: V) => void;
  /** Every panel in the markup, the inactive ones `hidden` (the prerendered page and its hydration); else the open one. */
  allPanels: boolean;
}

const TAB_CLASS =
  "inline-flex items-center justify-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-background data-[state=active]:text-primary data-[state=active]:shadow-sm";

const opensInPlace = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * Tabs whose triggers are links to the page's own address with the tab open (decision 1142): before the island has
 * hydrated, the inline script of lib/auth-tabs-in-place switches them at once from the markup (every panel is in
 * it); afterwards they switch here, in place, with a roving tabindex and the arrow keys, Home and End (automatic
 * activation, as Radix's tabs did). A click with a modifier still opens the address in another tab.
 */
export function AuthTabs<V extends string>({ label, tabs, selected, onSelect, allPanels }: AuthTabsProps<V>) {
  const id = useId();
  const links = useRef(new Map<V, HTMLAnchorElement>());
  const tabId = (value: V) => `${id}-onglet-${value}`;
  const panelId = (value: V) => `${id}-panneau-${value}`;

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    if (event.key === " ") {
      event.preventDefault();
      onSelect(tabs[index]!.value);
      return;
    }
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index + last) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    if (next < 0) return;
    event.preventDefault();
    const value = tabs[next]!.value;
    links.current.get(value)?.focus();
    onSelect(value);
  };

  return (
    <div data-auth-tabs className="flex flex-col gap-4">
      <div
        role="tablist"
        aria-label={label}
        className="grid h-auto w-full grid-cols-3 items-center gap-1 rounded-lg bg-muted p-1 text-muted-foreground"
      >
        {tabs.map((tab, index) => {
          const active = tab.value === selected;
          return (
            <a
              key={tab.value}
              ref={(link) => {
                if (link) links.current.set(tab.value, link);
                else links.current.delete(tab.value);
              }}
              href={tab.href}
              role="tab"
              id={tabId(tab.value)}
              aria-selected={active}
              aria-controls={allPanels || active ? panelId(tab.value) : undefined}
              tabIndex={active ? 0 : -1}
              data-state={active ? "active" : "inactive"}
              data-tab={tab.value}
              className={TAB_CLASS}
              onClick={(event) => {
                if (!opensInPlace(event)) return;
                event.preventDefault();
                onSelect(tab.value);
              }}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) =>
        allPanels || tab.value === selected ? (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            hidden={tab.value !== selected}
            tabIndex={0}
            data-state={tab.value === selected ? "active" : "inactive"}
            className="rounded-md pt-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {tab.panel}
          </div>
        ) : null,
      )}
    </div>
  );
}
