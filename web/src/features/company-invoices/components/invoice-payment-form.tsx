import { useState } from "react";
import { formatMoney } from "@common/format";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { toast } from "~/components/ui/toast";
import { useRecordPayment, type InvoiceDetail } from "../api/company-invoices";
import {
  PAYMENT_METHOD_LABELS,
  companyInvoiceErrorMessage,
  todayIso,
  type PaymentMethod,
} from "../lib/company-invoices";
import { parseAmount } from "../lib/parse-amount";

/** Staff record a payment received (a transfer reconciled by its reference, mostly). */
export function InvoicePaymentForm({ invoice }: { invoice: InvoiceDetail }) {
  const record = useRecordPayment();
  const [amount, setAmount] = useState("");
  const [paidOn, setPaidOn] = useState(todayIso());
  const [method, setMethod] = useState<PaymentMethod>("virement");
  const [reference, setReference] = useState("");
  const [error, setError] = useState<string>();
  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    const value = parseAmount(amount);
    if (!Number.isFinite(value) || value <= 0) return setError("Indiquez le montant reçu.");
    record.mutate(
      { invoiceId: invoice.id, amount: value, paidOn, method, reference: reference.trim() },
      {
        onSuccess: (updated) => {
          setAmount("");
          setReference("");
          toast({
            title: "Paiement enregistré",
            description: `Reste dû : ${formatMoney(Math.max(0, Number(updated.balance_due)), updated.currency)}.`,
          });
        },
        onError: (failure) => setError(companyInvoiceErrorMessage(failure)),
      },
    );
  }
  return (
    <form
      method="post"
      noValidate
      onSubmit={submit}
      className="grid gap-4 md:grid-cols-2"
      aria-label="Enregistrer un paiement"
    >
      <FormField label={`Montant reçu (${invoice.currency})`} required>
        <Input inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </FormField>
      <FormField label="Date de réception" required>
        <Input type="date" value={paidOn} onChange={(event) => setPaidOn(event.target.value)} />
      </FormField>
      <FormField label="Moyen">
        <select
          className={inputClasses}
          value={method}
          onChange={(event) => setMethod(event.target.value as PaymentMethod)}
        >
          {Object.entries(PAYMENT_METHOD_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </FormField>
      <FormField label="Référence du relevé bancaire" hint={`Le client est invité à indiquer ${invoice.number}.`}>
        <Input value={reference} maxLength={120} onChange={(event) => setReference(event.target.value)} />
      </FormField>
      {error && (
        <p role="alert" className="text-sm text-destructive md:col-span-2">
          {error}
        </p>
      )}
      <div className="md:col-span-2">
        <Button type="submit" disabled={record.isPending}>
          Enregistrer le paiement
        </Button>
      </div>
    </form>
  );
}
