import { Banknote } from "lucide-react";
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
import { useReconcileTransfer } from "../api/list-payments";

interface TransferReceivedActionProps {
  paymentId: number;
  reference: string | null;
  learner: string;
  formation: string;
}

/**
 * The primary action on a pending bank transfer: the money is on the account. The server records the payment, which
 * confirms the seat and issues the invoice (reconcile-transfer). Asks first: it cannot be undone.
 */
export function TransferReceivedAction({ paymentId, reference, learner, formation }: TransferReceivedActionProps) {
  const [open, setOpen] = useState(false);
  const reconcile = useReconcileTransfer();
  // mutateAsync: the row's actions are gone once the payment is recorded (the list refreshes), the toast still shows.
  const record = () =>
    reconcile.mutateAsync({ paymentId }).then(
      () => {
        toast({
          title: "Virement enregistré",
          description: `${learner} : paiement reçu, inscription confirmée et facture émise.`,
        });
        setOpen(false);
      },
      () => undefined, // shown in the dialog (reconcile.error)
    );
  return (
    <>
      <Button size="sm" aria-label={`Virement reçu : ${learner}, ${formation}`} onClick={() => setOpen(true)}>
        <Banknote aria-hidden="true" />
        Virement reçu
      </Button>
      <Dialog open={open} onOpenChange={(next) => !next && !reconcile.isPending && setOpen(false)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Enregistrer le virement reçu ?</DialogTitle>
            <DialogDescription>
              Confirmez que le virement {reference ? <span className="font-mono">{reference}</span> : null} de {learner}{" "}
              pour « {formation} » est arrivé sur le compte : le paiement est enregistré, l'inscription confirmée et la
              facture émise.
            </DialogDescription>
          </DialogHeader>
          {reconcile.isError && (
            <p role="alert" className="text-sm text-destructive">
              {reconcile.error instanceof Error ? reconcile.error.message : "Échec de l'enregistrement."}
            </p>
          )}
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={reconcile.isPending}>
              Revenir
            </Button>
            <Button onClick={record} disabled={reconcile.isPending}>
              Confirmer la réception
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
