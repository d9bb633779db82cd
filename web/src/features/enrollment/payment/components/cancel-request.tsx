import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { paymentKeys } from "~/domain/payment";
import { FunctionCallError } from "~/lib/invoke-function";
import { cancelPaymentRequest } from "../api/cancel-request";

/** « Annuler la demande » on the return page: the learner changed their mind about the request on the phone. */
export function CancelRequest({ paymentId }: { paymentId: number }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const cancel = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await cancelPaymentRequest(paymentId);
    } catch (caught) {
      setError(caught instanceof FunctionCallError ? caught.message : "La demande n'a pas pu être annulée. Réessayez.");
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.one(paymentId) });
    }
  };
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        Vous préférez payer autrement ? Annulez d'abord cette demande : un seul paiement à la fois.
      </p>
      <Button variant="outline" onClick={() => void cancel()} disabled={busy} className="justify-self-start">
        Annuler la demande
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
