import { CircleCheck, Download, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { FunctionCallError } from "~/lib/invoke-function";
import { downloadInvoice } from "../api/download-invoice";
import type { PaymentAttempt } from "../api/payment-status";
import { PaymentMessage } from "./payment-message";

/** The attempt paid the seat: the enrollment is confirmed, and its invoice can be downloaded. */
export function PaymentReceived({ payment, amount }: { payment: PaymentAttempt; amount: string }) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string>();
  const download = async () => {
    setDownloading(true);
    setError(undefined);
    try {
      await downloadInvoice(payment.enrollment_id);
    } catch (caught) {
      setError(caught instanceof FunctionCallError ? caught.message : "Le téléchargement a échoué. Réessayez.");
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card className="grid gap-4 p-6">
      <PaymentMessage
        icon={<CircleCheck className="size-10 text-emerald-600" aria-hidden="true" />}
        title="Paiement reçu : votre inscription est confirmée"
        text={`Nous avons reçu ${amount}. Votre reçu vous est envoyé par e-mail, avec votre convocation.`}
      />
      <Button onClick={() => void download()} disabled={downloading} className="justify-self-start">
        {downloading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        Télécharger la facture (PDF)
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </Card>
  );
}
