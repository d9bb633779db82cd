import { formatMoney } from "@common/format";
import { useQueryClient } from "@tanstack/react-query";
import { SmartphoneIcon } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { enrollmentKeys } from "~/domain/enrollment";
import { CHANNEL_LABELS } from "~/domain/payment";
import { cancelPaymentRequest } from "~/features/enrollment";
import type { Currency } from "@common/database";
import type { MyPayment } from "../api/my-enrollments";

interface WaitingRequestProps {
  payment: MyPayment;
  currency: Currency;
}

/**
 * A Mobile Money request still waiting on the learner's phone (decision 1029): said plainly, with the two ways out —
 * validate it on the phone (and wait here), or « Annuler la demande » before paying another way.
 */
export function WaitingRequest({ payment, currency }: WaitingRequestProps) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const channel = CHANNEL_LABELS[payment.channel as keyof typeof CHANNEL_LABELS] ?? payment.channel;
  const cancel = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await cancelPaymentRequest(payment.id);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "La demande n'a pas pu être annulée. Réessayez.");
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: enrollmentKeys.all });
    }
  };
  return (
    <div role="status" className="grid gap-2 rounded-lg border border-primary/40 bg-secondary p-3 text-sm">
      <p className="flex items-start gap-2 font-semibold text-foreground">
        <SmartphoneIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        Un paiement {channel} de <span className="whitespace-nowrap">{formatMoney(payment.amount, currency)}</span>{" "}
        attend votre validation sur votre téléphone{payment.phone ? ` (${payment.phone})` : ""}.
      </p>
      <p className="text-muted-foreground">
        Validez-le sur votre téléphone et attendez : cette page se met à jour dès que nous recevons la confirmation.
        Pour payer autrement, annulez d'abord la demande : un seul paiement à la fois, pour ne jamais payer deux fois.
      </p>
      <Button variant="outline" size="sm" className="justify-self-start" onClick={() => void cancel()} disabled={busy}>
        {busy ? "Annulation…" : "Annuler la demande"}
      </Button>
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
