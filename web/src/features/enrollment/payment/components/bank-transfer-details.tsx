import { formatMoney } from "@common/format";
import { CopyButton } from "~/components/copy-button";
import { formatDeadline } from "../../lib/hold-deadline";
import type { Currency } from "@common/database";
import type { BankDetails } from "@common/bank-details";

export interface BankTransferDetailsProps {
  reference: string;
  amount: number;
  currency: Currency;
  bank: BankDetails;
  /** When the held seat is released if the transfer has not arrived (decision 1031). */
  deadline?: string | null;
  /** How the details are sent too: by SMS to a phone-only account (decision 1065), else by e-mail. */
  sentBy?: "e-mail" | "SMS";
}

/** What to write on the transfer, as the e-mail says it too. */
export function BankTransferDetails({
  reference,
  amount,
  currency,
  bank,
  deadline,
  sentBy = "e-mail",
}: BankTransferDetailsProps) {
  return (
    <section
      aria-label="Coordonnées bancaires"
      className="grid gap-3 rounded-lg border bg-muted/40 p-4 text-sm"
      data-testid="bank-transfer-details"
    >
      <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-semibold">Montant</dt>
        <dd>{formatMoney(amount, currency)}</dd>
        <dt className="font-semibold">Référence à indiquer</dt>
        <dd className="flex flex-wrap items-center gap-1">
          <span className="font-mono text-base font-semibold text-primary">{reference}</span>
          <CopyButton value={reference} label={`Copier la référence ${reference}`} />
        </dd>
        <dt className="font-semibold">Titulaire</dt>
        <dd>{bank.holder}</dd>
        <dt className="font-semibold">Banque</dt>
        <dd>{bank.bank}</dd>
      </dl>
      <ul className="grid gap-0.5 font-mono text-xs sm:text-sm">
        {bank.account.map((line) => {
          const value = line.includes(" : ") ? line.slice(line.indexOf(" : ") + 3) : line;
          return (
            <li key={line} className="flex flex-wrap items-center gap-1">
              <span>{line}</span>
              <CopyButton value={value} label={`Copier ${line.split(" : ")[0]}`} />
            </li>
          );
        })}
      </ul>
      {deadline && (
        <p className="font-semibold text-foreground" data-testid="transfer-deadline">
          Virement à faire parvenir avant le {formatDeadline(deadline)} : passé ce délai, la place est libérée.
        </p>
      )}
      <p className="text-muted-foreground">
        Ces coordonnées vous sont aussi envoyées par {sentBy}. Votre place est confirmée dès que notre équipe a reçu le
        virement ; vous recevez alors votre facture.
      </p>
    </section>
  );
}
