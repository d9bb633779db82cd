import { Sheet, SheetContent, SheetDescription, SheetTitle } from "~/components/ui/sheet";
import { SidebarContent } from "./sidebar-content";

/**
 * The phone's slide-over menu. Its dialog (Radix) is loaded by sidebar.tsx when the menu is first opened, not with
 * every signed-in screen (decision 0958).
 */
export default function MobileSidebar({
  open,
  onOpenChange,
  onSignOut,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignOut: () => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        className="w-[18rem] max-w-none bg-tinted p-0 sm:max-w-none"
        data-testid="sidebar-mobile"
      >
        <SheetTitle className="sr-only">Menu de l'espace personnel</SheetTitle>
        <SheetDescription className="sr-only">Navigation, profil, thème et déconnexion</SheetDescription>
        <SidebarContent collapsed={false} onNavigate={() => onOpenChange(false)} onSignOut={onSignOut} />
      </SheetContent>
    </Sheet>
  );
}
