import { CircleCheck, Download } from "lucide-react";
import * as React from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { saveFile } from "~/lib/save-file";
import type { LinkedPayment } from "@common/functions/answers";
import { linkedInvoicePdf } from "../api/payment-link";

/** « Paiement reçu »: the enrollment confirmed, and the invoice to download when there is one. */
export function PaidThroughLink({ token, payment }: { token: string; payment: LinkedPayment }) {
  const [downloading, setDownloading] = React.useState(false);
  const [error, setError] = React.useState<string | null>(null);
  const download = async () => {
    setDownloading(true);
    setError(null);
    try {
      saveFile(await linkedInvoicePdf(token), `facture-${payment.invoice_number ?? "paiement"}.pdf`);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card role="status" className="grid justify-items-center gap-3 p-6 text-center">
      <CircleCheck className="size-10 text-success" aria-hidden="true" />
      <h2 className="text-xl font-bold">Paiement reçu</h2>
      <p className="text-muted-foreground">
        L'inscription de {payment.trainee_name} est confirmée.
        {payment.payer_name
          ? ` La facture ${payment.invoice_number ?? ""} est adressée à ${payment.payer_name}${payment.payer_company ? ` (${payment.payer_company})` : ""} et envoyée par e-mail.`
          : ""}
      </p>
      {payment.invoice_number && (
        <Button type="button" variant="outline" disabled={downloading} onClick={() => void download()}>
          <Download className="size-4" aria-hidden="true" />
          {downloading ? "Préparation du PDF…" : `Télécharger la facture ${payment.invoice_number}`}
        </Button>
      )}
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
    </Card>
  );
}
