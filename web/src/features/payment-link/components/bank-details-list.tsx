import { formatMoney } from "@common/format";
import type { Currency } from "@common/database";
import type { BankDetails } from "@common/bank-details";

/** The bank details and the reference a transfer must carry, for whoever pays by transfer. */
export function BankDetailsList({
  reference,
  amount,
  currency,
  bank,
}: {
  reference: string;
  amount: number | string;
  currency: Currency;
  bank: BankDetails;
}) {
  return (
    <section aria-label="Coordonnées bancaires" className="grid gap-2 rounded-lg border bg-muted/40 p-4 text-sm">
      <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold">Montant</dt>
        <dd>{formatMoney(Number(amount), currency)}</dd>
        <dt className="font-semibold">Référence à indiquer</dt>
        <dd className="font-mono text-base font-semibold text-primary">{reference}</dd>
        <dt className="font-semibold">Titulaire</dt>
        <dd>{bank.holder}</dd>
        <dt className="font-semibold">Banque</dt>
        <dd>{bank.bank}</dd>
      </dl>
      <ul className="grid gap-0.5 font-mono text-xs sm:text-sm">
        {bank.account.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="text-muted-foreground">
        La place est confirmée dès que notre équipe a reçu le virement, avant la date limite ; la facture est alors
        envoyée.
      </p>
    </section>
  );
}
