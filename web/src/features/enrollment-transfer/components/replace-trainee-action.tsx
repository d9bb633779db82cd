import { UserRoundPen } from "lucide-react";
import * as React from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { invokeFunction } from "~/lib/invoke-function";

/**
 * « Remplacer » for staff (and a trainee's training manager): the seat and what was paid go to a colleague named by
 * e-mail (decision 1005) — at once when they have an account, else once they create it with that address.
 */
export function ReplaceTraineeAction({
  enrollmentId,
  learner,
  formation,
}: {
  enrollmentId: number;
  learner: string;
  formation: string;
}) {
  const queryClient = useQueryClient();
  const [open, setOpen] = React.useState(false);
  const [email, setEmail] = React.useState("");
  const [reason, setReason] = React.useState("");
  const [busy, setBusy] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);

  const replace = async () => {
    setBusy(true);
    setError(null);
    try {
      const done = await invokeFunction(
        "enrollment-replace",
        { enrollment_id: enrollmentId, email: email.trim(), reason: reason.trim() },
        { fallbackMessage: "Le remplacement est injoignable. Réessayez dans un instant." },
      );
      toast({
        title: done.status === "done" ? "Stagiaire remplacé" : "Remplaçant invité",
        description:
          done.status === "done"
            ? `La place de ${learner} est à ${email.trim()} ; chacun est prévenu par e-mail.`
            : `${email.trim()} reçoit une invitation : la place lui revient dès la création de son compte.`,
      });
      setOpen(false);
      setEmail("");
      setReason("");
      await queryClient.invalidateQueries();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Remplacer : ${learner}, ${formation}`}
        onClick={() => setOpen(true)}
      >
        <UserRoundPen aria-hidden="true" />
        Remplacer
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form
            method="post"
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void replace();
            }}
          >
            <DialogHeader>
              <DialogTitle>Remplacer {learner}</DialogTitle>
              <DialogDescription>
                La place à « {formation} » et ce qui a été réglé passent à la personne indiquée, jusqu'au début de la
                session. Chacun est prévenu par e-mail.
              </DialogDescription>
            </DialogHeader>
            <FormField label="E-mail du remplaçant" required>
              <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} maxLength={254} />
            </FormField>
            <FormField label="Motif (facultatif)">
              <Input value={reason} onChange={(event) => setReason(event.target.value)} maxLength={500} />
            </FormField>
            {error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
                Annuler
              </Button>
              <Button type="submit" disabled={busy || !email.trim()}>
                {busy ? "Remplacement…" : "Remplacer le stagiaire"}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
