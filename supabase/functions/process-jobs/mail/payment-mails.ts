import { composeMail, escapeHtml, htmlParagraph, type ComposedMail } from "../../_shared/mail/compose.ts";
import type { BankDetails } from "@common/bank-details";

export interface BankTransferMail {
  formationTitle: string;
  amount: string;
  reference: string;
  bank: BankDetails;
  /** The page where the learner finds these details again. */
  link: string;
}

/** Sent when a learner chooses a bank transfer: what the screen showed, to keep. */
export function bankTransferMail({ formationTitle, amount, reference, bank, link }: BankTransferMail): ComposedMail {
  const details = [`Titulaire : ${bank.holder}`, `Banque : ${bank.bank}`, ...bank.account];
  return composeMail({
    subject: `Virement pour votre inscription — référence ${reference}`,
    text: [
      `Votre inscription à « ${formationTitle} » est enregistrée. Pour la régler par virement :`,
      "",
      `Montant : ${amount}`,
      `Référence à indiquer sur le virement : ${reference}`,
      ...details,
      "",
      "Votre place est confirmée dès que notre équipe a reçu le virement. Vous recevrez alors votre facture.",
      `Retrouvez ces informations : ${link}`,
    ],
    html: [
      `<p>Votre inscription à « ${escapeHtml(formationTitle)} » est enregistrée. Pour la régler par virement :</p>`,
      `<ul><li>Montant : <strong>${escapeHtml(amount)}</strong></li><li>Référence à indiquer sur le virement : <strong>${escapeHtml(reference)}</strong></li>`,
      ...details.map((line) => `<li>${escapeHtml(line)}</li>`),
      "</ul>",
      "<p>Votre place est confirmée dès que notre équipe a reçu le virement. Vous recevrez alors votre facture.</p>",
      `<p><a href="${escapeHtml(link)}">Retrouver ces informations</a></p>`,
    ],
  });
}

export interface ReceiptMail {
  /** The customer's name for the greeting (« Bonjour, » without it). */
  customerName?: string | null;
  formationTitle: string;
  amount: string;
  invoiceNumber: string;
  /** The page where the learner downloads the invoice (signed in). */
  link: string;
}

/** Sent once a payment is confirmed: the receipt, with the invoice's number and where to download it. */
export function receiptMail({ customerName, formationTitle, amount, invoiceNumber, link }: ReceiptMail): ComposedMail {
  const hello = customerName?.trim() ? `Bonjour ${customerName.trim()},` : "Bonjour,";
  return composeMail({
    subject: `Paiement reçu — facture ${invoiceNumber}`,
    text: [
      hello,
      "",
      `Nous avons bien reçu votre paiement de ${amount} pour « ${formationTitle} ». Votre inscription est confirmée.`,
      `Votre facture ${invoiceNumber} est disponible ici (connexion requise) : ${link}`,
      "Vous recevrez votre convocation (dates, lieu, programme) dans un message séparé.",
    ],
    html: [
      htmlParagraph(hello),
      `<p>Nous avons bien reçu votre paiement de <strong>${escapeHtml(amount)}</strong> pour « ${escapeHtml(formationTitle)} ». Votre inscription est confirmée.</p>`,
      `<p><a href="${escapeHtml(link)}">Télécharger la facture ${escapeHtml(invoiceNumber)}</a> (connexion requise)</p>`,
      htmlParagraph("Vous recevrez votre convocation (dates, lieu, programme) dans un message séparé."),
    ],
  });
}
