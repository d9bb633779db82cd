import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button";
import { useAuth } from "~/lib/auth";
import { paths } from "~/lib/paths";
import { cn } from "~/lib/utils";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileMenuPanel, MobileMenuToggle } from "./mobile-menu";
import { useMobileMenu } from "./use-mobile-menu";

/**
 * The public header (spec §2). Between 768 and 1023 px the navigation takes a second row so the
 * six links, the logo and both buttons stay legible; from 1024 px everything sits on one row.
 * A signed-in person gets 'Mon espace' (their dashboard) instead of 'Connexion', so public pages never strand them
 * (issue 18; decision 0753 supersedes the 'always signed-out buttons' of 0103).
 */
export function SiteHeader() {
  const { open, toggle, close, panelRef } = useMobileMenu();
  const { user } = useAuth();
  return (
    <header className="sticky top-0 z-40">
      <div className="relative z-10 border-b bg-background">
        <div className="mx-auto flex min-h-16 max-w-7xl flex-wrap items-center justify-between gap-x-4 px-4 sm:px-6 lg:flex-nowrap lg:px-8">
          <Logo className="py-3" onClick={close} />
          <DesktopNav className="order-last hidden w-full justify-center border-t py-1 md:flex lg:order-none lg:w-auto lg:border-t-0 lg:py-0" />
          <div className="hidden items-center gap-2 md:flex">
            {user ? (
              <Link to={paths.dashboard()} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                Mon espace
              </Link>
            ) : (
              <Link to={paths.auth()} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                Connexion
              </Link>
            )}
            <Link to={paths.contact()} className={cn(buttonVariants({ variant: "accent", size: "sm" }))}>
              Consultation
            </Link>
          </div>
          <MobileMenuToggle open={open} onToggle={toggle} />
        </div>
      </div>
      <MobileMenuPanel ref={panelRef} open={open} onNavigate={close} signedIn={user !== null} />
    </header>
  );
}
