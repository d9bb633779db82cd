import { PanelLeft } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { cn } from "~/lib/utils";
import { SidebarContent } from "./sidebar-content";
import { useSidebar } from "./sidebar-state";

/** 16rem column, 3rem when collapsed to icons; on mobile an 18rem slide-over panel. */
export function Sidebar({ onSignOut }: { onSignOut: () => void }) {
  const { expanded, isMobile, mobileOpen, setMobileOpen } = useSidebar();

  if (isMobile) {
    return (
      <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
        <SheetContent
          side="left"
          className="w-[18rem] max-w-none bg-tinted p-0 sm:max-w-none"
          data-testid="sidebar-mobile"
        >
          <SheetTitle className="sr-only">Menu de l'espace personnel</SheetTitle>
          <SheetDescription className="sr-only">Navigation, profil, thème et déconnexion</SheetDescription>
          <SidebarContent collapsed={false} onNavigate={() => setMobileOpen(false)} onSignOut={onSignOut} />
        </SheetContent>
      </Sheet>
    );
  }

  return (
    <aside
      data-testid="sidebar"
      data-state={expanded ? "expanded" : "collapsed"}
      style={{ width: expanded ? "16rem" : "3rem" }}
      className="sticky top-0 h-svh shrink-0 overflow-x-hidden border-r bg-tinted transition-[width] duration-200 motion-reduce:transition-none"
    >
      <SidebarContent collapsed={!expanded} onSignOut={onSignOut} />
    </aside>
  );
}

export function SidebarTrigger({ className }: { className?: string }) {
  const { expanded, isMobile, mobileOpen, toggle } = useSidebar();
  const open = isMobile ? mobileOpen : expanded;
  const label = isMobile ? "Ouvrir le menu" : expanded ? "Réduire le menu" : "Développer le menu";
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={toggle}
      aria-label={label}
      aria-expanded={open}
      aria-keyshortcuts="Control+B Meta+B"
      title={`${label} (Ctrl+B)`}
      className={cn("size-9", className)}
    >
      <PanelLeft aria-hidden="true" />
    </Button>
  );
}
