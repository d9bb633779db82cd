import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { useConfirmWithoutPayment } from "../api/update-enrollment-status";
import { explainAdminError } from "../lib/admin-errors";
import { FormDialogFooter } from "~/components/back-office/form-dialog-footer";

interface ConfirmWithoutPaymentProps {
  enrollmentId: number;
  learner: string;
  formation: string;
}

const MAX_REASON = 500;

/**
 * Confirming a seat that has not been paid (an employer's purchase order, a partner's free seat…): a separate,
 * explicit action with a reason, recorded with its author by the database, which refuses it without one
 * (decision 0870). No payment is recorded, so no invoice is issued.
 */
export function ConfirmWithoutPayment({ enrollmentId, learner, formation }: ConfirmWithoutPaymentProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const confirm = useConfirmWithoutPayment();

  const close = () => {
    setOpen(false);
    setReason("");
    setError(undefined);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError("Indiquez pourquoi cette place est confirmée sans paiement.");
      return;
    }
    // mutateAsync: once confirmed the row no longer offers this action (the list refreshes), the toast still shows.
    confirm.mutateAsync({ id: enrollmentId, reason: text }).then(
      () => {
        toast({
          title: "Inscription confirmée sans paiement",
          description: `${learner} : place confirmée, aucune facture émise.`,
        });
        close();
      },
      (failure: unknown) => setError(explainAdminError(failure, "status")),
    );
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        aria-label={`Confirmer sans paiement : ${learner}, ${formation}`}
        onClick={() => setOpen(true)}
      >
        Confirmer sans paiement
      </Button>
      <Dialog open={open} onOpenChange={(next) => !next && !confirm.isPending && close()}>
        <DialogContent>
          <form method="post" onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Confirmer sans paiement ?</DialogTitle>
              <DialogDescription>
                La place de {learner} à « {formation} » sera confirmée sans qu'aucun paiement ne soit enregistré :{" "}
                <strong>aucune facture ne sera émise</strong> et la convocation partira. Si l'argent est arrivé,
                utilisez plutôt « Virement reçu ».
              </DialogDescription>
            </DialogHeader>
            <FormField label="Raison" required error={error} hint="Enregistrée avec votre nom dans l'historique.">
              <Textarea
                value={reason}
                maxLength={MAX_REASON}
                onChange={(event) => setReason(event.target.value)}
                placeholder="Ex. : bon de commande de l'employeur reçu, paiement à 30 jours"
              />
            </FormField>
            <FormDialogFooter
              onCancel={close}
              cancelLabel="Revenir"
              cancelDisabled={confirm.isPending}
              submitDisabled={confirm.isPending}
            >
              Confirmer sans paiement
            </FormDialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
