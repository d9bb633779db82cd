import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FunctionCallError } from "~/lib/invoke-function";
import { startPayment } from "../api/create-payment";
import type { PaymentAttempt } from "../api/payment-status";
import { openCheckout } from "../open-checkout";

/** « Réessayer le paiement » by the same channel while the seat is still held (not for a transfer). */
export function RetryPayment({ payment }: { payment: PaymentAttempt & { phone?: string | null } }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (payment.channel === "virement") return null;
  const retry = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const started = await startPayment({
        enrollmentId: payment.enrollment_id,
        channel: payment.channel,
        ...(payment.phone ? { phone: payment.phone } : {}),
      });
      if (started.kind === "checkout") openCheckout(started.checkoutUrl);
    } catch (caught) {
      setError(caught instanceof FunctionCallError ? caught.message : "Une erreur est survenue. Réessayez.");
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => void retry()} disabled={busy} className="justify-self-start">
        Réessayer le paiement
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </>
  );
}
