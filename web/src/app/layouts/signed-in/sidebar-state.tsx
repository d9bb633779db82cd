import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { parseSidebarCookie, serializeSidebarCookie } from "./sidebar-cookie";

const MOBILE_QUERY = "(max-width: 767px)";

function subscribeToViewport(onChange: () => void) {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Below 768 px the sidebar becomes a slide-over panel (spec §9 breakpoint). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeToViewport,
    () => window.matchMedia(MOBILE_QUERY).matches,
    () => false,
  );
}

interface SidebarState {
  /** Desktop: expanded (16rem) or collapsed to icons (3rem); kept in the `sidebar:state` cookie. */
  expanded: boolean;
  isMobile: boolean;
  /** Mobile: whether the slide-over panel is open. */
  mobileOpen: boolean;
  setMobileOpen(open: boolean): void;
  /** Collapses/expands on desktop, opens/closes the panel on mobile (button and Ctrl/Cmd+B). */
  toggle(): void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const value = useContext(SidebarContext);
  if (!value) throw new Error("useSidebar() doit être appelé à l'intérieur de <SidebarProvider>.");
  return value;
}

const isToggleShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === "b" && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;

export function SidebarProvider({ children }: { children: React.ReactNode }) {
  const isMobile = useIsMobile();
  // Signed-in screens are client-rendered (never prerendered), so the cookie can be read at first render.
  const [expanded, setExpanded] = useState(() => parseSidebarCookie(document.cookie));
  const [mobileOpen, setMobileOpen] = useState(false);

  const setAndStore = useCallback((next: boolean) => {
    setExpanded(next);
    document.cookie = serializeSidebarCookie(next);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) setMobileOpen((open) => !open);
    else setAndStore(!expanded);
  }, [isMobile, expanded, setAndStore]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToggleShortcut(event)) return;
      event.preventDefault();
      toggle();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [toggle]);

  // Leaving the phone layout closes the mobile menu: state adjusted while rendering, not in an effect.
  const [layoutWasMobile, setLayoutWasMobile] = useState(isMobile);
  if (layoutWasMobile !== isMobile) {
    setLayoutWasMobile(isMobile);
    if (!isMobile) setMobileOpen(false);
  }

  const value = useMemo(
    () => ({ expanded, isMobile, mobileOpen, setMobileOpen, toggle }),
    [expanded, isMobile, mobileOpen, toggle],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
}
