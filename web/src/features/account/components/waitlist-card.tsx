import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { waitlistPosition } from "~/features/enrollment";
import { paths } from "~/lib/paths";
import type { MyWaitlistPlace } from "../api/my-enrollments";

import { PlaceStatusLine } from "./place-status-line";
import { SessionLine } from "./session-line";

/** A place in a full session's queue: its position, and « Quitter la liste d'attente ». */
export function WaitlistCard({
  place,
  onLeave,
}: {
  place: MyWaitlistPlace;
  onLeave: (place: MyWaitlistPlace) => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const session = place.course_sessions;
  const formation = session?.formations;
  const title = formation?.title ?? "Formation";
  const leave = async () => {
    setBusy(true);
    try {
      await onLeave(place);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card data-testid="waitlist-row" className="grid min-w-0 gap-4 p-4 sm:p-5">
      <PlaceStatusLine
        theme={formation?.theme}
        statusClassName="rounded-md bg-secondary px-2 py-0.5 text-sm font-semibold text-secondary-foreground"
      >
        Liste d'attente : {waitlistPosition(place.position)}
      </PlaceStatusLine>
      <div className="grid min-w-0 gap-2">
        <h2 className="text-lg font-semibold break-words text-foreground">{title}</h2>
        {session && <SessionLine session={session} />}
        <p className="text-sm text-muted-foreground">
          Si une place se libère, elle vous est réservée et nous vous écrivons pour que vous la régliez.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        {formation && (
          <Button asChild variant="ghost">
            <Link to={paths.formation(formation.id)} aria-label={`Voir la formation ${title}`}>
              Voir la formation
            </Link>
          </Button>
        )}
        <Button variant="outline" onClick={() => void leave()} disabled={busy}>
          {busy ? "Un instant…" : "Quitter la liste d'attente"}
        </Button>
      </div>
    </Card>
  );
}
