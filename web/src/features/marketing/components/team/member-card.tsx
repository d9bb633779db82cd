import { MapPinIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import type { TeamMember } from "~/content/team";
import { InitialsAvatar } from "./initials-avatar";

/** A person of the firm: initials avatar, name, position, bio and, optionally, the office. */
export function MemberCard({ member, showOffice = false }: { member: TeamMember; showOffice?: boolean }) {
  return (
    <Card className="h-full">
      <CardHeader className="flex-row items-center gap-4">
        <InitialsAvatar name={member.name} />
        <div className="grid gap-1">
          <CardTitle>{member.name}</CardTitle>
          <p className="text-sm font-medium text-warm-subtle-foreground dark:text-warm">{member.position}</p>
          {showOffice && (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPinIcon className="size-3.5" aria-hidden="true" />
              {member.office}
            </p>
          )}
        </div>
      </CardHeader>
      <CardContent>
        <p className="text-sm leading-relaxed text-muted-foreground">{member.bio}</p>
      </CardContent>
    </Card>
  );
}
