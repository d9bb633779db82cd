import { useCallback, useEffect, useRef, useState } from "react";

/** The width from which the horizontal navigation replaces the mobile menu (spec §9). */
export const DESKTOP_QUERY = "(min-width: 768px)";

/** Whether the browser shows and hides popovers itself (every current browser; not jsdom). */
export function hasNativePopover(element: HTMLElement | null): element is HTMLElement {
  return typeof element?.showPopover === "function";
}

const isPopoverOpen = (element: HTMLElement) => element.matches(":popover-open");

/**
 * Open/closed state of the mobile menu: forced closed when the viewport reaches 768 px and closed by Escape.
 *
 * The panel is a popover that its toggle opens with the platform's `popovertarget`, before the header's island has
 * hydrated as after (docs/decisions/0959): where the browser has popovers the state follows the panel's `toggle`
 * events (and picks up a panel opened before hydration); closing it from the app (a link, Escape, a wide viewport)
 * hides the popover.
 */
export function useMobileMenu() {
  const [open, setOpen] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const close = useCallback(() => {
    const panel = panelRef.current;
    if (hasNativePopover(panel) && isPopoverOpen(panel)) panel.hidePopover();
    setOpen(false);
  }, []);
  /** For the toggle's click: where popovers are native the browser has already toggled the panel. */
  const toggle = useCallback(() => {
    if (!hasNativePopover(panelRef.current)) setOpen((value) => !value);
  }, []);

  useEffect(() => {
    const panel = panelRef.current;
    if (!hasNativePopover(panel)) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    panel.addEventListener("toggle", onToggle);
    // Opened before hydration: the island takes it as it is.
    if (isPopoverOpen(panel)) setOpen(true);
    return () => panel.removeEventListener("toggle", onToggle);
  }, []);

  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = (event: MediaQueryListEvent | MediaQueryList) => {
      if (event.matches) close();
    };
    onChange(query);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, [close]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  return { open, toggle, close, panelRef };
}
