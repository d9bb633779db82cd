import type { ResponsiveImageSources } from "@common/content-images";
import { MapPinIcon } from "lucide-react";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { ResponsivePicture } from "~/features/blog";
import { DrawnPortrait } from "./drawn-portrait";
import { MEMBER_SECTIONS, templateTeamMembers } from "./team-member";

/** What a card shows of a person of the firm. */
export interface MemberCardPerson {
  name: string;
  position: string;
  bio: string;
  offices?: string[];
  expertise?: string[];
  /** Without a photo the card shows the person's drawn portrait (decision 1170). */
  photo?: ResponsiveImageSources | null;
}

/** A person of the firm: photo (or drawn portrait), name, position, bio, expertise and, optionally, the offices. */
export function MemberCard({ member, showOffice = false }: { member: MemberCardPerson; showOffice?: boolean }) {
  const offices = member.offices ?? [];
  return (
    <Card className="h-full">
      <CardHeader className="flex-row items-center gap-4">
        {member.photo ? (
          <span className="size-16 shrink-0 overflow-hidden rounded-full ring-1 ring-border">
            <ResponsivePicture image={member.photo} sizes="64px" className="size-16" />
          </span>
        ) : (
          <DrawnPortrait name={member.name} />
        )}
        <div className="grid gap-1">
          <CardTitle>{member.name}</CardTitle>
          <p className="text-sm font-medium text-warm-subtle-foreground dark:text-warm">{member.position}</p>
          {showOffice && offices.length > 0 && (
            <p className="flex items-center gap-1 text-sm text-muted-foreground">
              <MapPinIcon className="size-3.5" aria-hidden="true" />
              {offices.join(" · ")}
            </p>
          )}
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="text-sm leading-relaxed text-muted-foreground">{member.bio}</p>
        {member.expertise && member.expertise.length > 0 && (
          <ul aria-label={`Expertises de ${member.name}`} className="flex flex-wrap gap-1.5">
            {member.expertise.map((item) => (
              <li key={item} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs text-secondary-foreground">
                {item}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** A few people of the firm as a grid of cards (the about and company pages: the server fills it from the database). */
export function MemberCardList({ members, showOffice = false }: { members: MemberCardPerson[]; showOffice?: boolean }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {members.map((member) => (
        <li key={member.name}>
          <MemberCard member={member} showOffice={showOffice} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The few members a page features (`MEMBER_SECTIONS`): the build shows the template members; the server fills the
 * section with the published ones (server/src/content/team-pages.ts, decision 0951).
 */
export function FeaturedMembers({ page }: { page: keyof typeof MEMBER_SECTIONS }) {
  const { id, showOffice } = MEMBER_SECTIONS[page];
  return (
    <section id={id}>
      <MemberCardList members={templateTeamMembers} showOffice={showOffice} />
    </section>
  );
}
