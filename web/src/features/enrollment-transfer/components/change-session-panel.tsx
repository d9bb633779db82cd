import { CalendarClock } from "lucide-react";
import * as React from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { freeCancellationUntil } from "@common/cancellation-policy";
import { formatDate, formatDateRange } from "@common/format";
import { Button } from "~/components/ui/button";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { toast } from "~/components/ui/toast";
import { enrollmentKeys } from "~/domain/enrollment";
import { invokeFunction } from "~/lib/invoke-function";
import { getSupabase } from "~/lib/supabase";

interface OtherSession {
  id: number;
  starts_on: string;
  ends_on: string;
  city: string;
  seats_left: number;
}

const today = () => new Date().toISOString().slice(0, 10);

async function otherSessions(formationId: number, currentSession: number): Promise<OtherSession[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from("course_sessions")
    .select("id, starts_on, ends_on, city, seats_left")
    .eq("formation_id", formationId)
    .in("status", ["open", "full"])
    .is("organisation_id", null)
    .gt("starts_on", today())
    .neq("id", currentSession)
    .order("starts_on");
  if (error) throw new Error(error.message);
  return (data ?? []) as OtherSession[];
}

/** Whether the learner may still move their seat (until the last day of free cancellation, decision 1005). */
export const canChangeSession = (startsOn: string, now = new Date()) =>
  now.toISOString().slice(0, 10) <= freeCancellationUntil(startsOn);

/**
 * « Changer de session » on a seat of « Mes formations »: another upcoming session of the same formation with a free
 * seat, the amount paid carried over (decision 1005). The database decides (capacity, terms); its sentence is shown.
 */
export function ChangeSessionPanel({
  enrollmentId,
  formationId,
  sessionId,
  startsOn,
  onMoved,
}: {
  enrollmentId: number;
  formationId: number;
  sessionId: number;
  startsOn: string;
  onMoved?: () => void;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = React.useState(false);
  const [chosen, setChosen] = React.useState<string>("");
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const sessions = useQuery({
    queryKey: ["enrollment-transfer", "sessions", formationId, sessionId],
    queryFn: () => otherSessions(formationId, sessionId),
    enabled: open,
  });

  const move = async () => {
    if (!chosen) return setError("Choisissez la nouvelle session.");
    setBusy(true);
    setError(null);
    try {
      await invokeFunction(
        "enrollment-move",
        { enrollment_id: enrollmentId, session_id: Number(chosen) },
        { fallbackMessage: "Le changement de session est injoignable. Réessayez dans un instant." },
      );
      toast({ title: "Session changée", description: "Un e-mail vous le confirme ; la convocation suivra." });
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: enrollmentKeys.all });
      onMoved?.();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  if (!open)
    return (
      <Button type="button" variant="outline" onClick={() => setOpen(true)}>
        <CalendarClock aria-hidden="true" />
        Changer de session
      </Button>
    );
  const choices = (sessions.data ?? []).filter((session) => session.seats_left > 0);
  return (
    <form
      method="post"
      className="grid w-full gap-3 rounded-lg border border-dashed p-3"
      aria-label="Changer de session"
      onSubmit={(event) => {
        event.preventDefault();
        void move();
      }}
    >
      <p className="text-sm text-muted-foreground">
        Possible jusqu'au {formatDate(freeCancellationUntil(startsOn))}. Le montant réglé est reporté sur la nouvelle
        session.
      </p>
      {sessions.isPending ? (
        <p role="status" className="text-sm">
          Chargement des sessions…
        </p>
      ) : choices.length === 0 ? (
        <p className="text-sm">Aucune autre session de cette formation n'a de place libre pour le moment.</p>
      ) : (
        <RadioGroup value={chosen} onValueChange={setChosen} aria-label="Nouvelle session" className="grid gap-2">
          {choices.map((session) => (
            <label
              key={session.id}
              htmlFor={`move-${enrollmentId}-${session.id}`}
              className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm"
            >
              <RadioGroupItem value={String(session.id)} id={`move-${enrollmentId}-${session.id}`} />
              {formatDateRange(session.starts_on, session.ends_on)}, {session.city}
            </label>
          ))}
        </RadioGroup>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={busy || choices.length === 0}>
          {busy ? "Changement…" : "Confirmer le changement"}
        </Button>
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Fermer
        </Button>
      </div>
    </form>
  );
}
