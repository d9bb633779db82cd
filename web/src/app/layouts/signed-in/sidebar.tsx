import { PanelLeft } from "lucide-react";
import { Suspense, lazy, useState } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { SidebarContent } from "./sidebar-content";
import { useSidebar } from "./sidebar-state";

/** The phone's menu and its dialog code, downloaded when it is first opened. */
const MobileSidebar = lazy(() => import("./mobile-sidebar"));

/** 16rem column, 3rem when collapsed to icons; on mobile an 18rem slide-over panel. */
export function Sidebar({ onSignOut }: { onSignOut: () => void }) {
  const { expanded, isMobile, mobileOpen, setMobileOpen } = useSidebar();

  // Once opened, the sheet stays mounted, so that it can animate its closing and open again at once.
  const [mobileUsed, setMobileUsed] = useState(false);
  if (isMobile && mobileOpen && !mobileUsed) setMobileUsed(true);

  if (isMobile) {
    if (!mobileUsed) return null;
    return (
      <Suspense fallback={null}>
        <MobileSidebar open={mobileOpen} onOpenChange={setMobileOpen} onSignOut={onSignOut} />
      </Suspense>
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
