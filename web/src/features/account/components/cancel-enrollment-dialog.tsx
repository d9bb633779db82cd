import { CANCELLATION_POLICY_TEXT } from "@common/cancellation-policy";
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
import { FormField } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { formatMoney } from "@common/format";
import type { CancelResult } from "@common/functions/answers";
import { cancelEnrollment } from "~/features/enrollment";
import { FunctionCallError } from "~/lib/invoke-function";
import type { MyEnrollment } from "../api/my-enrollments";
import { formatDay, viewOfEnrollment } from "../lib/enrollment-state";

export interface CancelEnrollmentDialogProps {
  enrollment: MyEnrollment | null;
  onClose: () => void;
  onCancelled: (result: CancelResult, enrollment: MyEnrollment) => void;
}

/** « Annuler mon inscription » behind a confirmation that says what it does (refund or not) under the policy. */
export function CancelEnrollmentDialog({ enrollment, onClose, onCancelled }: CancelEnrollmentDialogProps) {
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const open = enrollment !== null;
  const refund = enrollment ? viewOfEnrollment(enrollment).cancel?.refund : null;
  const title = enrollment?.formations?.title ?? "cette formation";

  const close = () => {
    if (busy) return;
    setReason("");
    setError(undefined);
    onClose();
  };

  const confirm = async () => {
    if (!enrollment) return;
    setBusy(true);
    setError(undefined);
    try {
      const result = await cancelEnrollment(enrollment.id, reason);
      setReason("");
      onCancelled(result, enrollment);
    } catch (caught) {
      setError(caught instanceof FunctionCallError ? caught.message : "Une erreur est survenue. Veuillez réessayer.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()}>
      <DialogContent showCloseButton={!busy} className="max-h-[95dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>
            {enrollment?.status === "pending" ? "Libérer votre place ?" : "Annuler votre inscription ?"}
          </DialogTitle>
          <DialogDescription>
            {title}
            {enrollment?.course_sessions && ` — session du ${formatDay(enrollment.course_sessions.starts_on)}`}
          </DialogDescription>
        </DialogHeader>
        <p className="text-sm font-semibold">
          {refund
            ? `Votre inscription sera annulée et ${formatMoney(refund.amount, refund.currency)} vous seront remboursés, par le moyen de paiement utilisé.`
            : enrollment?.status === "pending"
              ? "Votre place sera libérée pour une autre personne. Vous n'avez rien payé : vous ne devez rien."
              : "Votre inscription sera annulée."}
        </p>
        <p className="text-sm text-muted-foreground">{CANCELLATION_POLICY_TEXT}</p>
        <FormField label="Motif (facultatif)" hint="Il nous aide à vous proposer une autre session.">
          <Textarea value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} rows={3} />
        </FormField>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={busy}>
            Garder mon inscription
          </Button>
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
            {busy ? "Annulation…" : "Confirmer l'annulation"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
