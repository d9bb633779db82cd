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
import {
  allowedNextStatuses,
  enrollmentStatusActionLabel,
  enrollmentStatusLabel,
  type EnrollmentStatus,
} from "~/domain/enrollment";
import type { EnrollmentPayments } from "../api/list-payments";
import { useUpdateEnrollmentStatus } from "../api/update-enrollment-status";
import { explainAdminError } from "../lib/admin-errors";
import { formatDate } from "../lib/dates";
import { completionTooEarly } from "../lib/session-end";
import { ConfirmWithoutPayment } from "./confirm-without-payment";
import { TransferReceivedAction } from "./transfer-received-action";
import { ReplaceTraineeAction } from "~/features/enrollment-transfer/admin";

/**
 * The cancel form (its reasons, radio group and consequences) is fetched when « Annuler » is pressed, and its dialog
 * opens once it has arrived (decision 1098): no Suspense fallback swapped inside the dialog's focus trap.
 */
type ConfirmCancelForm = typeof import("./confirm-cancel").default;
let cancelForm: Promise<ConfirmCancelForm> | undefined;
const loadCancelForm = () =>
  (cancelForm ??= import("./confirm-cancel").then(
    (module) => module.default,
    (error: unknown) => {
      cancelForm = undefined;
      throw error;
    },
  ));

interface StatusActionsProps {
  enrollmentId: number;
  formationId: number;
  status: string | null;
  /** Who and what, for the buttons' accessible names and the toasts. */
  learner: string;
  formation: string;
  /** The enrollment's payment attempts (absent while they load): a pending transfer is recorded, not confirmed. */
  payments?: EnrollmentPayments;
  /** Today, for the end-of-session check (tests pass a fixed day). */
  now?: Date;
}

/** Changes that cannot be undone ask first: cancelling, and completing (which issues the certificate). */
const ASKS_FIRST: readonly EnrollmentStatus[] = ["cancelled", "completed"];

/** One button per status the workflow allows next. */
export function StatusActions({
  enrollmentId,
  formationId,
  status,
  learner,
  formation,
  payments,
  now,
}: StatusActionsProps) {
  const update = useUpdateEnrollmentStatus();
  const [confirming, setConfirming] = useState<EnrollmentStatus | null>(null);
  const [ConfirmCancel, setConfirmCancel] = useState<ConfirmCancelForm | null>(null);
  const ask = (target: EnrollmentStatus) => {
    if (target !== "cancelled") return setConfirming(target);
    loadCancelForm().then(
      (form) => {
        setConfirmCancel(() => form);
        setConfirming(target);
      },
      () =>
        toast({
          title: "Formulaire indisponible",
          description: "Le formulaire d'annulation n'a pas pu être chargé. Vérifiez votre connexion puis réessayez.",
          variant: "destructive",
        }),
    );
  };
  const next = allowedNextStatuses(status);
  if (next.length === 0) return <span className="text-sm text-muted-foreground">Aucune action</span>;

  const change = (target: EnrollmentStatus) => {
    update.mutate(
      { id: enrollmentId, status: target },
      {
        onSuccess: () =>
          toast({
            title: "Statut mis à jour",
            description:
              target === "completed"
                ? `${learner} : formation terminée, le certificat est émis.`
                : `${learner} : inscription « ${enrollmentStatusLabel(target)} ».`,
          }),
        onError: (error) =>
          toast({
            title: "Changement de statut refusé",
            description: explainAdminError(error, "status"),
            variant: "destructive",
          }),
        onSettled: () => setConfirming(null),
      },
    );
  };

  return (
    <div className="flex flex-wrap justify-end gap-2">
      {next.map((target) =>
        target === "confirmed" && status === "pending" && !isPaid(payments) ? (
          <ConfirmUnpaid
            key={target}
            enrollmentId={enrollmentId}
            payments={payments}
            learner={learner}
            formation={formation}
          />
        ) : (
          <Button
            key={target}
            size="sm"
            variant={target === "cancelled" ? "outline" : "default"}
            disabled={update.isPending}
            aria-label={`${enrollmentStatusActionLabel(target)} : ${learner}, ${formation}`}
            onClick={() => (ASKS_FIRST.includes(target) ? ask(target) : change(target))}
          >
            {enrollmentStatusActionLabel(target)}
          </Button>
        ),
      )}
      {(status === "pending" || status === "confirmed") && (
        <ReplaceTraineeAction enrollmentId={enrollmentId} learner={learner} formation={formation} />
      )}
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          {confirming === "cancelled" && ConfirmCancel && (
            <ConfirmCancel
              enrollmentId={enrollmentId}
              learner={learner}
              formation={formation}
              payments={payments}
              onDone={() => setConfirming(null)}
            />
          )}
          {confirming === "completed" && (
            <ConfirmComplete
              learner={learner}
              formation={formation}
              tooEarly={completionTooEarly(formationId, now)}
              busy={update.isPending}
              onKeep={() => setConfirming(null)}
              onConfirm={() => change("completed")}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

const isPaid = (payments: EnrollmentPayments | undefined) =>
  payments?.attempts.some((attempt) => attempt.status === "succeeded") ?? false;

/**
 * An unpaid seat: the money that arrived is recorded (« Virement reçu », which issues the invoice); confirming without
 * it is the separate, explicit action that asks why (decision 0870).
 */
function ConfirmUnpaid({
  enrollmentId,
  payments,
  learner,
  formation,
}: {
  enrollmentId: number;
  payments?: EnrollmentPayments;
  learner: string;
  formation: string;
}) {
  const transfer = payments?.attempts.find((a) => a.provider === "virement" && a.status === "pending");
  return (
    <>
      {transfer && (
        <TransferReceivedAction
          paymentId={transfer.id}
          reference={transfer.provider_reference}
          learner={learner}
          formation={formation}
        />
      )}
      <ConfirmWithoutPayment enrollmentId={enrollmentId} learner={learner} formation={formation} />
    </>
  );
}

interface ConfirmProps {
  learner: string;
  formation: string;
  busy: boolean;
  onKeep: () => void;
  onConfirm: () => void;
}

/** Before the first session has ended the dialog explains the refusal and offers no way to go on. */
function ConfirmComplete({
  learner,
  formation,
  busy,
  onKeep,
  onConfirm,
  tooEarly,
}: ConfirmProps & { tooEarly: Date | null }) {
  if (tooEarly) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Formation pas encore terminée</DialogTitle>
          <DialogDescription>
            La session de « {formation} » se termine le {formatDate(tooEarly.toISOString())}. Vous pourrez marquer la
            formation de {learner} terminée à partir de cette date : aucun certificat n'est daté d'avant la session.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onKeep}>Compris</Button>
        </DialogFooter>
      </>
    );
  }
  return (
    <>
      <DialogHeader>
        <DialogTitle>Marquer cette formation terminée ?</DialogTitle>
        <DialogDescription>
          {learner} aura terminé « {formation} » et son certificat sera émis à la date d'aujourd'hui. Ce changement ne
          peut pas être annulé.
        </DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" onClick={onKeep}>
          Revenir
        </Button>
        <Button disabled={busy} onClick={onConfirm}>
          Confirmer : formation terminée
        </Button>
      </DialogFooter>
    </>
  );
}
