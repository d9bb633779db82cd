import { formatMoney } from "@common/format";
import { Banknote, ReceiptText } from "lucide-react";
import { useState } from "react";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { CHANNEL_LABELS, PAYMENT_STATUS_LABELS, paymentStatusBadge } from "~/domain/payment";
import type { EnrollmentPayments } from "../api/list-payments";
import { useReconcileTransfer } from "../api/list-payments";
import { formatDateTime } from "../lib/dates";
import { PAYMENT_EVENT_SOURCES } from "../lib/payment-status";

interface PaymentAttemptsProps {
  payments: EnrollmentPayments | undefined;
  reference: string | null | undefined;
  learner: string;
  formation: string;
}

/** The enrollment's payment at a glance: reference, last attempt, refund owed. */
export function PaymentSummary({ payments, reference }: Pick<PaymentAttemptsProps, "payments" | "reference">) {
  const last = payments?.attempts[0];
  return (
    <div className="grid gap-1">
      {reference && <span className="font-mono text-xs">{reference}</span>}
      {last ? (
        <span>
          {CHANNEL_LABELS[last.channel] ?? last.channel} ·{" "}
          <span data-testid="payment-status">{PAYMENT_STATUS_LABELS[last.status]}</span>
        </span>
      ) : (
        <span className="text-muted-foreground">Aucune tentative de paiement</span>
      )}
      {payments?.refund && (
        <Badge
          variant={payments.refund.status === "due" ? "destructive" : "secondary"}
          className="justify-self-start whitespace-normal"
        >
          {payments.refund.status === "due" ? "Remboursement dû" : "Remboursé"} :{" "}
          {formatMoney(payments.refund.amount, payments.refund.currency)}
        </Badge>
      )}
    </div>
  );
}

/** Every attempt with its gateway reference and status history; a pending transfer can be marked received. */
export function PaymentAttemptsDialog({ payments, learner, formation }: PaymentAttemptsProps) {
  const [open, setOpen] = useState(false);
  const attempts = payments?.attempts ?? [];
  if (attempts.length === 0) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="ghost" aria-label={`Paiements : ${learner}, ${formation}`}>
          <ReceiptText aria-hidden="true" />
          Paiements
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Tentatives de paiement</DialogTitle>
          <DialogDescription>
            {learner} — « {formation} »
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-4">
          {attempts.map((attempt) => (
            <li key={attempt.id} className="grid gap-2 rounded-lg border p-3" data-testid="payment-attempt">
              <p className="flex flex-wrap items-center justify-between gap-2 font-medium">
                <span>
                  {CHANNEL_LABELS[attempt.channel] ?? attempt.channel} · {formatMoney(attempt.amount, attempt.currency)}
                </span>
                <Badge variant={paymentStatusBadge(attempt.status)}>{PAYMENT_STATUS_LABELS[attempt.status]}</Badge>
              </p>
              <p className="text-sm break-all text-muted-foreground">
                {attempt.provider === "virement" ? "Référence du virement" : `Référence ${attempt.provider}`} :{" "}
                <span className="font-mono">{attempt.provider_reference ?? "—"}</span>
              </p>
              <ol className="grid gap-1 border-l-2 pl-3 text-sm">
                {(attempt.payment_events ?? []).map((event) => (
                  <li key={event.id}>
                    {PAYMENT_STATUS_LABELS[event.status]} — {PAYMENT_EVENT_SOURCES[event.source]}, le{" "}
                    {formatDateTime(event.created_at)}
                    {event.note && <span className="block text-muted-foreground">{event.note}</span>}
                  </li>
                ))}
              </ol>
              {attempt.provider === "virement" && attempt.status === "pending" && (
                <ReconcileTransfer paymentId={attempt.id} reference={attempt.provider_reference} />
              )}
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}

function ReconcileTransfer({ paymentId, reference }: { paymentId: number; reference: string | null }) {
  const [confirming, setConfirming] = useState(false);
  const reconcile = useReconcileTransfer();
  if (!confirming) {
    return (
      <Button size="sm" className="justify-self-start" onClick={() => setConfirming(true)}>
        <Banknote aria-hidden="true" />
        Virement reçu
      </Button>
    );
  }
  return (
    <div
      role="group"
      aria-label="Confirmer la réception du virement"
      className="grid gap-2 rounded-md bg-muted p-3 text-sm"
    >
      <p>
        Confirmez que le virement <span className="font-mono">{reference}</span> est arrivé sur le compte :
        l'inscription sera confirmée et la facture émise.
      </p>
      {reconcile.isError && (
        <p role="alert" className="text-destructive">
          {reconcile.error instanceof Error ? reconcile.error.message : "Échec de l'enregistrement."}
        </p>
      )}
      <DialogFooter className="sm:justify-start">
        <Button size="sm" variant="outline" onClick={() => setConfirming(false)} disabled={reconcile.isPending}>
          Annuler
        </Button>
        <Button size="sm" onClick={() => reconcile.mutate({ paymentId })} disabled={reconcile.isPending}>
          Confirmer la réception
        </Button>
      </DialogFooter>
    </div>
  );
}
