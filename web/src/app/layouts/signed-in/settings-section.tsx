import { Building2, LogOut, Moon, UserRound } from "lucide-react";
import { useId, useState } from "react";
import { NavLink } from "react-router";
import { Switch } from "~/components/ui/switch";
import { useManagedOrganisations } from "~/domain/organisation";
import { paths } from "~/lib/paths";
import { getThemePreference, setTheme } from "~/lib/theme";
import { cn } from "~/lib/utils";
import { itemClasses } from "./sidebar-nav";

function DarkModeSwitch({ collapsed }: { collapsed: boolean }) {
  const id = useId();
  const [dark, setDark] = useState(() => getThemePreference() === "dark");
  const change = (checked: boolean) => {
    setDark(checked);
    setTheme(checked ? "dark" : "light");
  };
  if (collapsed) {
    // Icon-only rail: a switch-role button fits the 3rem width where the track would not.
    return (
      <button
        type="button"
        role="switch"
        aria-checked={dark}
        aria-label="Mode sombre"
        title="Mode sombre"
        onClick={() => change(!dark)}
        className={cn(
          itemClasses,
          "justify-center px-0",
          dark ? "bg-primary text-primary-foreground" : "hover:bg-accent",
        )}
      >
        <Moon aria-hidden="true" />
      </button>
    );
  }
  return (
    <div className={cn(itemClasses, "justify-between")}>
      <label htmlFor={id} className="flex items-center gap-3">
        <Moon aria-hidden="true" />
        Mode sombre
      </label>
      <Switch id={id} checked={dark} onCheckedChange={change} />
    </div>
  );
}

/** What the sidebar's parts are told: folded to icons or not, what to do after a link is followed, how to sign out. */
export interface SidebarPartProps {
  collapsed: boolean;
  onNavigate?: () => void;
  onSignOut: () => void;
}

/** « Espace entreprise », for training managers only (issue 43, decision 0995): their company's details and members. */
function CompanySpaceLink({ collapsed, onNavigate }: Pick<SidebarPartProps, "collapsed" | "onNavigate">) {
  const { data: managed } = useManagedOrganisations();
  if (!managed?.length) return null;
  return (
    <NavLink
      to="/espace-entreprise"
      onClick={onNavigate}
      title={collapsed ? "Espace entreprise" : undefined}
      className={({ isActive }) =>
        cn(
          itemClasses,
          isActive ? "bg-primary text-primary-foreground" : "hover:bg-accent hover:text-accent-foreground",
        )
      }
    >
      <Building2 aria-hidden="true" />
      <span className={cn(collapsed && "sr-only")}>Espace entreprise</span>
    </NavLink>
  );
}

export function SettingsSection({ collapsed, onNavigate, onSignOut }: SidebarPartProps) {
  return (
    <section aria-labelledby="sidebar-settings" className="grid gap-1">
      <h2
        id="sidebar-settings"
        className={cn(
          "px-2.5 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase",
          collapsed && "sr-only",
        )}
      >
        Paramètres
      </h2>
      <NavLink
        to={paths.profile()}
        onClick={onNavigate}
        title={collapsed ? "Mon profil" : undefined}
        className={({ isActive }) =>
          cn(
            itemClasses,
            isActive ? "bg-primary text-primary-foreground" : "hover:bg-accent hover:text-accent-foreground",
          )
        }
      >
        <UserRound aria-hidden="true" />
        <span className={cn(collapsed && "sr-only")}>Mon profil</span>
      </NavLink>
      <CompanySpaceLink collapsed={collapsed} onNavigate={onNavigate} />
      <DarkModeSwitch collapsed={collapsed} />
      <button
        type="button"
        onClick={onSignOut}
        title={collapsed ? "Déconnexion" : undefined}
        className={cn(itemClasses, "text-left text-destructive hover:bg-destructive/10")}
      >
        <LogOut aria-hidden="true" />
        <span className={cn(collapsed && "sr-only")}>Déconnexion</span>
      </button>
    </section>
  );
}
