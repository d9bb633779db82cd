import { displayName, initials, roleLabel } from "~/domain/person";
import { useProfile } from "~/domain/profile";
import { useAuth } from "~/lib/auth";
import { cn } from "~/lib/utils";

export function UserCard({ collapsed }: { collapsed: boolean }) {
  const { user } = useAuth();
  const { data: profile } = useProfile();
  const name = displayName({ profile, user });
  return (
    <div
      className={cn("flex items-center gap-3 rounded-lg", !collapsed && "border bg-background/60 p-3")}
      title={collapsed ? name : undefined}
    >
      <span
        aria-hidden="true"
        className={cn(
          "flex shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground",
          collapsed ? "size-8 text-xs" : "size-10 text-sm",
        )}
      >
        {initials(name)}
      </span>
      <div className={cn("min-w-0", collapsed && "sr-only")}>
        <p className="truncate text-sm font-semibold text-foreground" data-testid="sidebar-user-name">
          {name}
        </p>
        <p className="truncate text-xs text-muted-foreground">{roleLabel(profile?.role)}</p>
      </div>
    </div>
  );
}
