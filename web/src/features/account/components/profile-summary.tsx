import { Card, CardContent } from "~/components/ui/card";
import type { Profile } from "@common/database";
import { displayName, initials, roleLabel } from "~/domain/person";

interface Props {
  profile: Profile | null;
  user: { email?: string | null; user_metadata?: Record<string, unknown> | null };
}

export function ProfileSummary({ profile, user }: Props) {
  const name = displayName({ profile, user });
  const company =
    profile?.company ?? (typeof user.user_metadata?.company === "string" ? user.user_metadata.company : "");
  const facts: [string, string | null | undefined][] = [
    ["Poste", profile?.position],
    ["Entreprise", company],
    ["Email", user.email],
    ["Pays", profile?.country],
    ["Rôle", roleLabel(profile?.role)],
  ];
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-4 pt-6 text-center">
        <span
          aria-hidden="true"
          className="flex size-20 items-center justify-center rounded-full bg-primary text-2xl font-semibold text-primary-foreground"
        >
          {initials(name)}
        </span>
        <div>
          <p className="text-lg font-semibold" data-testid="profile-name">
            {name}
          </p>
          {profile?.position && <p className="text-sm text-muted-foreground">{profile.position}</p>}
        </div>
        <dl className="grid w-full gap-2 text-left text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="flex min-w-0 justify-between gap-4 border-t pt-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 text-right font-medium [overflow-wrap:anywhere]">{value || "Non renseigné"}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
