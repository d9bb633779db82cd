import { useState } from "react";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { formatSessionDates } from "~/lib/session-format";
import { plural } from "@common/format";
import { useCancelSession, useSessionSeats, type AdminSession } from "../api/sessions";
import { SESSION_CANCEL_REASONS, composeReason, reasonError, refundsOwed } from "../lib/cancellation";
import { CancellationConsequences, CancellationReasonFields, type ReasonValue } from "./cancellation-fields";

/**
 * Cancelling a session says why (required, e-mailed to its learners and its waiting list), names who is told and
 * what is owed back to whom (decision 1040, review 2026-12-06 finding 14).
 */
export function CancelSessionDialog({ session, onClose }: { session: AdminSession | null; onClose: () => void }) {
  return (
    <Dialog open={session !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {session && <CancelSessionForm key={session.id} session={session} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function CancelSessionForm({ session, onClose }: { session: AdminSession; onClose: () => void }) {
  const cancel = useCancelSession();
  const seats = useSessionSeats(session.id);
  const [reason, setReason] = useState<ReasonValue>({ choice: "", details: "" });
  const [error, setError] = useState<string | undefined>();
  const held = seats.data?.seats ?? [];
  // Until the seats are read, the session's own count says how many are held.
  const count = seats.data ? held.length : session.seats_held;
  const waiting = seats.data?.waiting ?? 0;
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const refused = reasonError(reason.choice, reason.details);
    if (refused) {
      setError(refused);
      return;
    }
    cancel.mutate(
      { id: session.id, reason: composeReason(reason.choice, reason.details) },
      {
        onSuccess: () => {
          toast({
            title: "Session annulée",
            description: `${held.length === 0 ? "Aucune inscription n'était en cours" : `${plural(held.length, "inscription annulée", "inscriptions annulées")}, chaque personne prévenue par e-mail avec le motif`}.`,
          });
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <form method="post" onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Annuler cette session ?</DialogTitle>
        <DialogDescription>
          {session.formations?.title ?? `Formation ${session.formation_id}`},{" "}
          {formatSessionDates(session.starts_on, session.ends_on)}.{" "}
          {count === 0
            ? "Elle n'a aucune inscription en cours."
            : count === 1
              ? "Son inscription en cours sera annulée."
              : `Ses ${plural(count, "inscription en cours", "inscriptions en cours")} seront annulées.`}{" "}
          Une session annulée ne peut pas être rouverte.
        </DialogDescription>
      </DialogHeader>
      <CancellationReasonFields
        reasons={SESSION_CANCEL_REASONS}
        value={reason}
        onChange={(next) => {
          setReason(next);
          setError(undefined);
        }}
        error={error}
      />
      {seats.isError ? (
        <p className="text-sm text-destructive">
          Les inscrits n'ont pas pu être chargés : chacun sera tout de même prévenu par e-mail.
        </p>
      ) : (
        <CancellationConsequences
          loading={seats.isPending}
          mailed={held.map((seat) => seat.learner)}
          refunds={held.flatMap((seat) => refundsOwed(seat.learner, seat.payments))}
          extra={
            waiting > 0
              ? `Sa liste d'attente est close : ${waiting === 1 ? "la personne qui attend est prévenue" : `les ${plural(waiting, "personne qui attend", "personnes qui attendent")} sont prévenues`} aussi.`
              : undefined
          }
        />
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose} disabled={cancel.isPending}>
          Revenir
        </Button>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          Confirmer l'annulation
        </Button>
      </DialogFooter>
    </form>
  );
}
