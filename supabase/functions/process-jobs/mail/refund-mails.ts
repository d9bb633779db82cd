import { formatDate } from "@common/format";
import { composeMail, factList, htmlButton, htmlParagraph, type ComposedMail } from "../../_shared/mail/compose.ts";
import { greetedHtml, greeting } from "./session-mails.ts";

/** The e-mails about money given back (decision 0868): a refund paid, a payment made twice and due back. */

export interface RefundPaidFacts {
  learnerName: string;
  formationTitle: string;
  /** Formatted, e.g. « 1 950,00 $ CA ». */
  amount: string;
  refundedAt: string;
  /** « par carte bancaire (Stripe) », « par transfert Mobile Money »…: how the money went back. */
  means: string;
  /** The credit note's number, when the enrollment had been invoiced. */
  creditNote: string | null;
  /** « Mes formations », where the credit note is downloaded. */
  myTrainingsUrl: string;
}

export function refundPaidMail(facts: RefundPaidFacts): ComposedMail {
  const intro = `Nous vous avons remboursé ${facts.amount} ${facts.means} pour « ${facts.formationTitle} ».`;
  const { text, html } = factList([
    ["Montant", facts.amount],
    ["Remboursé le", formatDate(facts.refundedAt)],
    ...(facts.creditNote ? ([["Avoir", facts.creditNote]] as [string, string][]) : []),
  ]);
  const delay = "Selon votre banque ou votre opérateur, le montant apparaît sur votre compte sous quelques jours.";
  const download = facts.creditNote
    ? `Télécharger l'avoir (connexion requise) : ${facts.myTrainingsUrl}`
    : `Suivre vos inscriptions : ${facts.myTrainingsUrl}`;
  return composeMail({
    subject: facts.creditNote
      ? `Remboursement effectué — avoir ${facts.creditNote}`
      : `Remboursement effectué : ${facts.formationTitle}`,
    text: [greeting(facts.learnerName), "", intro, ...text, "", delay, download],
    html: [
      htmlParagraph(greeting(facts.learnerName)),
      htmlParagraph(intro),
      html,
      htmlParagraph(delay),
      htmlButton(facts.myTrainingsUrl, facts.creditNote ? "Télécharger mon avoir" : "Mes formations"),
    ],
  });
}

// ─── A payment received twice ──────────────────────────────────────────────────────────────────────────
export interface DuplicatePaymentFacts {
  learnerName: string;
  formationTitle: string;
  /** Formatted, e.g. « 880 000 F CFA ». */
  amount: string;
  /** The date (ISO) by which it is paid back. */
  expectedOn: string;
  /** « sur la carte bancaire utilisée », « par transfert Mobile Money »…: how the money goes back. */
  means: string;
  paymentReference: string;
  myTrainingsUrl: string;
}

/**
 * Sent when a second payment of an already paid seat arrives (decision 1029): the truth — received twice, paid back by
 * a date — never « aucun montant n'a été débité ». The refund paid out is then told by refundPaidMail.
 */
export function duplicatePaymentMail(facts: DuplicatePaymentFacts): ComposedMail {
  const intro = `Votre paiement de ${facts.amount} pour « ${facts.formationTitle} » a été reçu en double : votre inscription était déjà payée.`;
  const refund = `Nous vous remboursons ce second paiement ${facts.means}, avant le ${formatDate(facts.expectedOn)}. Votre place reste confirmée ; vous n'avez rien à faire.`;
  const { text, html } = factList([
    ["Montant reçu en double", facts.amount],
    ["Remboursé avant le", formatDate(facts.expectedOn)],
    ["Référence", facts.paymentReference],
  ]);
  return composeMail({
    subject: `Paiement reçu en double : ${facts.formationTitle}`,
    text: [greeting(facts.learnerName), "", intro, refund, "", ...text, "", `Mes formations : ${facts.myTrainingsUrl}`],
    html: greetedHtml(facts.learnerName, {
      before: [intro, refund],
      facts: html,
      button: [facts.myTrainingsUrl, "Mes formations"],
    }),
  });
}
