import { formatAmount } from "~/domain/money";
import type { Currency } from "@common/database";
import type { BankDetails } from "../bank-details";

export interface BankTransferDetailsProps {
  reference: string;
  amount: number;
  currency: Currency;
  bank: BankDetails;
}

/** What to write on the transfer, as the e-mail says it too. */
export function BankTransferDetails({ reference, amount, currency, bank }: BankTransferDetailsProps) {
  return (
    <section
      aria-label="Coordonnées bancaires"
      className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm"
      data-testid="bank-transfer-details"
    >
      <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold">Montant</dt>
        <dd>{formatAmount(amount, currency)}</dd>
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
        Ces coordonnées vous sont aussi envoyées par e-mail. Votre place est confirmée dès que notre équipe a reçu le
        virement ; vous recevez alors votre facture.
      </p>
    </section>
  );
}
