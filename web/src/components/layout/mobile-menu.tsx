import { MenuIcon, XIcon } from "lucide-react";
import { useEffect, useRef, type Ref } from "react";
import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { paths } from "~/lib/paths";
import { cn } from "~/lib/utils";
import { MainNavLinks } from "./main-nav-links";

export const MOBILE_MENU_ID = "menu-mobile";

interface ToggleProps {
  open: boolean;
  onToggle: () => void;
}

/**
 * The hamburger button (below 768 px). It opens the panel, a popover, through the platform (`popovertarget`), so a
 * tap opens the menu before the header's island has hydrated (docs/decisions/0959). Focus returns here when the menu
 * closes from inside.
 */
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
      popoverTarget={MOBILE_MENU_ID}
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
  ref?: Ref<HTMLDivElement>;
}

/**
 * The panel under the header bar, a popover (the browser hides it until its toggle opens it, closes it on Escape or a
 * tap outside, and gives focus back); it fades in and slides a little. Every link closes it.
 */
export function MobileMenuPanel({ open, onNavigate, signedIn = false, ref }: PanelProps) {
  return (
    <div
      ref={ref}
      id={MOBILE_MENU_ID}
      popover="auto"
      data-state={open ? "open" : "closed"}
      className={cn(
        // A popover is drawn in the top layer, fixed to the viewport: under the 4 rem header bar, full width.
        "fixed inset-x-0 top-16 bottom-auto m-0 h-auto w-auto max-w-none border-0 border-b bg-background p-0 text-foreground shadow-lg md:hidden",
        "-translate-y-2 opacity-0 transition-[translate,opacity,display,overlay] transition-discrete duration-200 ease-out open:translate-y-0 open:opacity-100 starting:open:-translate-y-2 starting:open:opacity-0",
        // A browser without popovers shows and hides it by the island's state.
        "supports-[not_selector(:popover-open)]:data-[state=closed]:hidden supports-[not_selector(:popover-open)]:data-[state=open]:translate-y-0 supports-[not_selector(:popover-open)]:data-[state=open]:opacity-100",
      )}
    >
      <nav
        aria-label="Menu mobile"
        className="mx-auto max-h-[calc(100dvh-4rem)] max-w-7xl overflow-y-auto px-4 pt-2 pb-6"
      >
        <MainNavLinks
          listClassName="flex flex-col"
          onNavigate={onNavigate}
          linkClassName={(active) =>
            cn(
              "block rounded-md px-3 py-3 text-base font-medium focus-visible:outline-2 focus-visible:outline-ring",
              active ? "bg-secondary text-secondary-foreground" : "text-foreground hover:bg-accent",
            )
          }
        />
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
