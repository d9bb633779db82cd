import { Button } from "~/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";

/** The payment dialog's stage when the session turned out full: the waiting list instead. */
export function WaitlistOffer({
  error,
  busy,
  onClose,
  onWait,
}: {
  error?: string;
  busy: boolean;
  onClose: () => void;
  onWait: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Cette session est complète</DialogTitle>
        <DialogDescription>
          Inscrivez-vous sur la liste d'attente : la première place libérée vous est proposée, par e-mail.
        </DialogDescription>
      </DialogHeader>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Annuler
        </Button>
        <Button onClick={onWait} disabled={busy}>
          Rejoindre la liste d'attente
        </Button>
      </DialogFooter>
    </>
  );
}
