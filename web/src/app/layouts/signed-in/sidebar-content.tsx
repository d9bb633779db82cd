import { LogoLinkPurpose, LogoLockup, LogoMark } from "~/components/layout/logo";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { enquiryKeys } from "~/domain/enquiry";
import { useProfile } from "~/domain/profile";
import { paths } from "~/lib/paths";
import { cn } from "~/lib/utils";
import { menuForRole } from "./role-menu";
import { SettingsSection, type SidebarPartProps } from "./settings-section";
import { SidebarNav } from "./sidebar-nav";
import { UserCard } from "./user-card";

/** What the sidebar shows, shared by the desktop column and the mobile slide-over panel. */
export function SidebarContent({ collapsed, onNavigate, onSignOut }: SidebarPartProps) {
  const { data: profile } = useProfile();
  // The count's code is fetched with an admin's first count, not with every signed-in screen (decision 0958): the
  // bundler puts it with the inbox and its CSV exports. Same query as the dashboard's tile (enquiries/api/unread-count).
  const unread = useQuery({
    queryKey: enquiryKeys.unread,
    queryFn: async () => (await import("~/features/enquiries/admin")).countUnread(),
    refetchInterval: 60_000,
    enabled: profile?.role === "admin",
  });
  return (
    <div className={cn("flex h-full flex-col gap-5 py-4", collapsed ? "px-1.5" : "px-3")}>
      <Link
        to={paths.home()}
        onClick={onNavigate}
        className="rounded-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {collapsed ? <LogoMark className="mx-auto size-8" /> : <LogoLockup />}
        <LogoLinkPurpose withBrand={collapsed} />
      </Link>
      <UserCard collapsed={collapsed} />
      <nav aria-label="Menu de l'espace personnel" className="flex-1 overflow-y-auto">
        <SidebarNav
          items={menuForRole(profile?.role, { unreadEnquiries: unread.data })}
          collapsed={collapsed}
          onNavigate={onNavigate}
        />
      </nav>
      <SettingsSection collapsed={collapsed} onNavigate={onNavigate} onSignOut={onSignOut} />
    </div>
  );
}
