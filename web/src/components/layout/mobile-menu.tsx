import { MenuIcon, XIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { paths } from "~/lib/paths";
import { cn } from "~/lib/utils";
import { isNavItemActive, mainNav } from "./nav-items";

export const MOBILE_MENU_ID = "menu-mobile";

interface ToggleProps {
  open: boolean;
  onToggle: () => void;
}

/** The hamburger button (below 768 px). Focus returns here when the menu closes from inside. */
export function MobileMenuToggle({ open, onToggle }: ToggleProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  useEffect(() => {
    if (wasOpen.current && !open && document.activeElement?.closest(`#${MOBILE_MENU_ID}`)) toggleRef.current?.focus();
    wasOpen.current = open;
  }, [open]);

  return (
    <button
      ref={toggleRef}
      type="button"
      className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "md:hidden [&_svg]:size-6")}
      aria-label={open ? "Fermer le menu" : "Ouvrir le menu"}
      aria-expanded={open}
      aria-controls={MOBILE_MENU_ID}
      onClick={onToggle}
    >
      {open ? <XIcon aria-hidden="true" /> : <MenuIcon aria-hidden="true" />}
    </button>
  );
}

interface PanelProps {
  open: boolean;
  onNavigate: () => void;
  /** A signed-in person is offered their space instead of sign-in and sign-up. */
  signedIn?: boolean;
}

/** The panel sliding down from under the header bar in 300 ms; every link closes it. */
export function MobileMenuPanel({ open, onNavigate, signedIn = false }: PanelProps) {
  const { pathname } = useLocation();
  return (
    <div
      id={MOBILE_MENU_ID}
      data-state={open ? "open" : "closed"}
      className={cn(
        "absolute inset-x-0 top-full z-0 border-b bg-background shadow-lg transition-[transform,opacity,visibility] duration-300 ease-out md:hidden",
        open ? "visible translate-y-0 opacity-100" : "invisible -translate-y-full opacity-0",
      )}
    >
      <nav
        aria-label="Menu mobile"
        className="mx-auto max-h-[calc(100dvh-4rem)] max-w-7xl overflow-y-auto px-4 pt-2 pb-6"
      >
        <ul className="flex flex-col">
          {mainNav.map((item) => {
            const active = isNavItemActive(item, pathname);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={onNavigate}
                  aria-current={active ? "page" : undefined}
                  className={cn(
                    "block rounded-md px-3 py-3 text-base font-medium focus-visible:outline-2 focus-visible:outline-ring",
                    active ? "bg-secondary text-secondary-foreground" : "text-foreground hover:bg-accent",
                  )}
                >
                  {item.label}
                </Link>
              </li>
            );
          })}
        </ul>
        {signedIn ? (
          <div className="mt-4 grid border-t pt-4">
            <Link to={paths.dashboard()} onClick={onNavigate} className={buttonVariants({ variant: "accent" })}>
              Mon espace
            </Link>
          </div>
        ) : (
          <div className="mt-4 grid grid-cols-2 gap-3 border-t pt-4">
            <Link to={paths.auth()} onClick={onNavigate} className={buttonVariants({ variant: "outline" })}>
              Se connecter
            </Link>
            <Link to={paths.auth("signup")} onClick={onNavigate} className={buttonVariants({ variant: "accent" })}>
              S'inscrire
            </Link>
          </div>
        )}
      </nav>
    </div>
  );
}
