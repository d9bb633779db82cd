import { useState } from "react";
import { Button } from "~/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import type { EnrollmentPayments } from "../api/list-payments";
import { useCancelEnrollment } from "../api/update-enrollment-status";
import { ofName } from "@common/format";
import { ENROLLMENT_CANCEL_REASONS, composeReason, reasonError, refundsOwed } from "../lib/cancellation";
import { explainAdminError } from "../lib/admin-errors";
import { CancellationConsequences, CancellationReasonFields, type ReasonValue } from "./cancellation-fields";

/**
 * Cancelling a seat says why (required, e-mailed to the learner), who is told and what is owed back (decision 1040).
 */
export default function ConfirmCancel({
  enrollmentId,
  learner,
  formation,
  payments,
  onDone,
}: {
  enrollmentId: number;
  learner: string;
  formation: string;
  payments?: EnrollmentPayments;
  onDone: () => void;
}) {
  const cancel = useCancelEnrollment();
  const [reason, setReason] = useState<ReasonValue>({ choice: "", details: "" });
  const [error, setError] = useState<string | undefined>();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const refused = reasonError(reason.choice, reason.details);
    if (refused) {
      setError(refused);
      return;
    }
    cancel.mutate(
      { id: enrollmentId, reason: composeReason(reason.choice, reason.details) },
      {
        onSuccess: () => {
          toast({ title: "Inscription annulée", description: `Un e-mail avec le motif est envoyé à ${learner}.` });
          onDone();
        },
        onError: (failure) => setError(explainAdminError(failure, "status")),
      },
    );
  };
  return (
    <form method="post" onSubmit={submit} noValidate className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Annuler cette inscription ?</DialogTitle>
        <DialogDescription>
          L'inscription {ofName(learner)} à « {formation} » sera annulée. Une inscription annulée ne peut plus être
          rétablie.
        </DialogDescription>
      </DialogHeader>
      <CancellationReasonFields
        reasons={ENROLLMENT_CANCEL_REASONS}
        value={reason}
        onChange={(next) => {
          setReason(next);
          setError(undefined);
        }}
        error={error}
      />
      <CancellationConsequences
        mailed={[learner]}
        refunds={refundsOwed(learner, payments?.attempts)}
        loading={payments === undefined}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={cancel.isPending}>
          Garder l'inscription
        </Button>
        <Button type="submit" variant="destructive" disabled={cancel.isPending}>
          Confirmer l'annulation
        </Button>
      </DialogFooter>
    </form>
  );
}
