import { useState } from "react";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { useCancelInvoice, useIssueCreditNote, type InvoiceDetail } from "../api/company-invoices";
import { companyInvoiceErrorMessage } from "../lib/company-invoices";
import { parseAmount } from "../lib/parse-amount";

/** A credit note for part of the invoice (a cancelled trainee), or the cancellation of an unpaid invoice. */
export function CreditNoteForm({ invoice }: { invoice: InvoiceDetail }) {
  const creditNote = useIssueCreditNote();
  const cancel = useCancelInvoice();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    const value = parseAmount(amount);
    if (!Number.isFinite(value) || value <= 0) return setError("Indiquez le montant de l'avoir.");
    creditNote.mutate(
      { invoiceId: invoice.id, amount: value, reason: reason.trim() },
      {
        onSuccess: (note) => {
          setAmount("");
          setReason("");
          toast({ title: `Avoir ${note.number} émis`, description: "Il est envoyé par e-mail." });
        },
        onError: (failure) => setError(companyInvoiceErrorMessage(failure)),
      },
    );
  }
  return (
    <div className="grid gap-4">
      <form
        method="post"
        noValidate
        onSubmit={submit}
        className="grid gap-4 md:grid-cols-2"
        aria-label="Émettre un avoir"
      >
        <FormField label={`Montant de l'avoir (${invoice.currency})`} required>
          <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
        </FormField>
        <FormField label="Motif" required hint="Par exemple : Annulation du stagiaire Koffi Yao.">
          <Input value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
        </FormField>
        {error && (
          <p role="alert" className="text-sm text-destructive md:col-span-2">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2 md:col-span-2">
          <Button type="submit" variant="outline" disabled={creditNote.isPending}>
            Émettre l'avoir
          </Button>
          {Number(invoice.amount_paid) === 0 && (
            <Button
              type="button"
              variant="destructive"
              disabled={cancel.isPending}
              onClick={() => {
                if (!window.confirm(`Annuler la facture ${invoice.number} par un avoir de son montant ?`)) return;
                cancel.mutate(
                  { invoiceId: invoice.id, reason: reason.trim() || "Annulation de la facture" },
                  {
                    onSuccess: () => toast({ title: `Facture ${invoice.number} annulée` }),
                    onError: (failure) => setError(companyInvoiceErrorMessage(failure)),
                  },
                );
              }}
            >
              Annuler la facture
            </Button>
          )}
        </div>
      </form>
    </div>
  );
}
