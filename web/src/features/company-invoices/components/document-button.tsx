import { Download } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { downloadCompanyDocument } from "../api/company-invoices";

/** Downloads the PDF of an invoice or of a credit note. */
export function DocumentButton({
  target,
  label,
}: {
  target: { invoiceId: number; number: string } | { creditNoteId: number; number: string };
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        downloadCompanyDocument(target)
          .catch((error: unknown) =>
            toast({
              title: "Téléchargement impossible",
              description: error instanceof Error ? error.message : "Le PDF n'a pas pu être préparé.",
              variant: "destructive",
            }),
          )
          .finally(() => setBusy(false));
      }}
    >
      <Download aria-hidden="true" />
      {label ?? `PDF ${target.number}`}
    </Button>
  );
}
