import { toCsv } from "~/features/enquiries/admin";

export interface PaymentLine {
  kind: "paiement" | "remboursement";
  date: string;
  enrollmentId: number;
  learner: string;
  formation: string;
  provider: string;
  channel: string;
  gatewayReference: string;
  amount: number;
  currency: string;
  fee: number | null;
  invoiceNumber: string;
}

const HEADER = [
  "Type",
  "Date",
  "Inscription",
  "Client",
  "Formation",
  "Passerelle",
  "Moyen",
  "Référence passerelle",
  "Montant",
  "Devise",
  "Frais passerelle",
  "Facture",
];

/**
 * Amounts with a decimal comma, as French-language Excel reads them. A refund's amount is written positive, its row
 * typed « Remboursement »: a leading minus would be neutralised as a formula start by the CSV module.
 */
const decimal = (value: number) => value.toFixed(2).replace(".", ",");

/** The « Paiements » accounting export: one row per payment and per refund (decision 0859). */
export function paymentsCsv(lines: readonly PaymentLine[]): string {
  return toCsv(
    HEADER,
    lines.map((line) => [
      line.kind === "paiement" ? "Paiement" : "Remboursement",
      line.date.slice(0, 10),
      line.enrollmentId,
      line.learner,
      line.formation,
      line.provider,
      line.channel,
      line.gatewayReference,
      decimal(line.amount),
      line.currency,
      line.fee === null ? "" : decimal(line.fee),
      line.invoiceNumber,
    ]),
  );
}
