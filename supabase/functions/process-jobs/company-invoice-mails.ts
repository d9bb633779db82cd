import { BANK_DETAILS } from "@common/bank-details";
import { formatDate, formatMoney, type Currency } from "@common/format";
import { pagePaths } from "@common/urls";
import { payloadId, type MailJobRender, type QueuedMail } from "./job.ts";
import { jsonAs, type RpcCall } from "../_shared/clients.ts";
import { composeMail, factList, htmlButton, htmlParagraph, type ComposedMail } from "../_shared/mail/compose.ts";

/**
 * The e-mails of company invoices (issue 43 item 6, decision 1000), for both job runners (process-jobs, and the Node
 * runner where no edge runtime runs). Each is rendered from what the database says when the job runs, and queued as
 * `mail.send` once per recipient (the dedupe key names the invoice, payment, credit note or reminder step).
 */
export const COMPANY_INVOICE_ISSUED_JOB = "company_invoices.issued";
export const COMPANY_INVOICE_PAYMENT_JOB = "company_invoices.payment";
export const COMPANY_CREDIT_NOTE_JOB = "company_invoices.credit_note";
/** At due date + 1, + 15 and + 30 days (queued at issue, one job per step). */
export const COMPANY_INVOICE_REMINDER_JOB = "company_invoices.reminder";
/** The morning after an agreement's last session: its balance invoice (decision 1001). */
export const COMPANY_INVOICE_BALANCE_JOB = "company_invoices.balance";

export const COMPANY_INVOICE_JOB_KINDS = [
  COMPANY_INVOICE_ISSUED_JOB,
  COMPANY_INVOICE_PAYMENT_JOB,
  COMPANY_CREDIT_NOTE_JOB,
  COMPANY_INVOICE_REMINDER_JOB,
  COMPANY_INVOICE_BALANCE_JOB,
] as const;

/** What public.function_company_invoice_mail_facts (and the payment, credit note and reminder ones) answer. */
export interface CompanyInvoiceFacts {
  id: number;
  number: string;
  customer_name: string;
  description: string;
  purchase_order: string | null;
  amount: number | string;
  balance_due: number | string;
  amount_paid: number | string;
  currency: Currency;
  issued_at: string;
  due_on: string;
  status: string;
  to_funder: boolean;
  recipients: string[];
  payment_amount?: number | string;
  paid_on?: string;
  reference?: string | null;
  credit_note_number?: string;
  credit_note_amount?: number | string;
  reason?: string;
  step?: number;
  days_late?: number;
}

const money = (facts: CompanyInvoiceFacts, value: number | string) => formatMoney(value, facts.currency);

function invoiceRows(facts: CompanyInvoiceFacts): [string, string][] {
  return [
    ["Facture", facts.number],
    ["Objet", facts.description],
    ...(facts.purchase_order ? ([["Bon de commande", facts.purchase_order]] as [string, string][]) : []),
    ["Montant TTC", money(facts, facts.amount)],
    ["Échéance", formatDate(facts.due_on)],
  ];
}

function transferLines(facts: CompanyInvoiceFacts): string[] {
  const bank = BANK_DETAILS[facts.currency];
  return [
    `Règlement par virement à ${bank.holder}, ${bank.bank} — ${bank.account.join(" — ")}.`,
    `Indiquez la référence ${facts.number} avec votre virement.`,
  ];
}

function mail(subject: string, intro: string[], rows: [string, string][], outro: string[], link: string | null): ComposedMail {
  const facts = factList(rows);
  return composeMail({
    subject,
    text: [
      "Bonjour,",
      "",
      ...intro.flatMap((line) => [line, ""]),
      ...facts.text,
      "",
      ...outro.flatMap((line) => [line, ""]),
      ...(link ? [`Espace entreprise : ${link}`] : []),
    ],
    html: [
      "<p>Bonjour,</p>",
      ...intro.map(htmlParagraph),
      facts.html,
      ...outro.map(htmlParagraph),
      ...(link ? [htmlButton(link, "Ouvrir l'espace entreprise")] : []),
    ],
  });
}

/** The e-mail of a new invoice. */
export function companyInvoiceIssuedMail(facts: CompanyInvoiceFacts, link: string | null): ComposedMail {
  return mail(
    `Facture ${facts.number} — ${facts.customer_name}`,
    [
      `Veuillez trouver ci-dessous notre facture ${facts.number} adressée à ${facts.customer_name}, payable à ${
        facts.to_funder ? "réception" : "l'échéance"
      } du ${formatDate(facts.due_on)}.`,
    ],
    invoiceRows(facts),
    [
      ...transferLines(facts),
      facts.to_funder
        ? "Le PDF de la facture vous est adressé sur demande à notre service comptable."
        : "Le PDF de la facture se télécharge depuis votre espace entreprise.",
    ],
    link,
  );
}

/** The receipt of a payment recorded against an invoice (partial or whole). */
export function companyInvoicePaymentMail(facts: CompanyInvoiceFacts, link: string | null): ComposedMail {
  const settled = Number(facts.balance_due) <= 0;
  return mail(
    `Paiement reçu — facture ${facts.number}`,
    [
      `Nous avons reçu votre paiement de ${money(facts, facts.payment_amount ?? 0)} du ${formatDate(facts.paid_on ?? facts.issued_at)} sur la facture ${facts.number}. Merci.`,
    ],
    [
      ...invoiceRows(facts),
      ["Déjà réglé", money(facts, facts.amount_paid)],
      ["Reste dû", money(facts, Math.max(0, Number(facts.balance_due)))],
    ],
    [settled ? "La facture est entièrement réglée." : "Le solde reste à régler avant l'échéance."],
    link,
  );
}

/** The e-mail of a credit note (a cancelled trainee, a cancelled invoice). */
export function companyCreditNoteMail(facts: CompanyInvoiceFacts, link: string | null): ComposedMail {
  return mail(
    `Avoir ${facts.credit_note_number ?? ""} sur la facture ${facts.number}`,
    [
      `Nous avons émis l'avoir ${facts.credit_note_number ?? ""} de ${money(facts, facts.credit_note_amount ?? 0)} sur la facture ${facts.number} : ${facts.reason ?? ""}.`,
    ],
    [...invoiceRows(facts), ["Reste dû", money(facts, Math.max(0, Number(facts.balance_due)))]],
    [
      Number(facts.balance_due) < 0
        ? `Un crédit de ${money(facts, -Number(facts.balance_due))} est en votre faveur : nous vous contactons pour son remboursement.`
        : "Le reste dû tient compte de cet avoir.",
    ],
    link,
  );
}

const REMINDER_TONE: Record<number, string> = {
  1: "Sauf erreur de notre part, la facture ci-dessous arrivée à échéance hier n'est pas encore réglée.",
  15: "Malgré notre premier rappel, la facture ci-dessous reste impayée 15 jours après son échéance.",
  30: "La facture ci-dessous reste impayée 30 jours après son échéance. Sans règlement de votre part, nous devrons suspendre les prochaines inscriptions de votre organisation.",
};

/** A reminder of an overdue invoice (due date + 1, + 15, + 30). */
export function companyInvoiceReminderMail(facts: CompanyInvoiceFacts, link: string | null): ComposedMail {
  const step = facts.step ?? 1;
  return mail(
    `${step === 1 ? "Rappel" : step === 15 ? "Deuxième rappel" : "Dernier rappel"} : facture ${facts.number} échue`,
    [REMINDER_TONE[step] ?? REMINDER_TONE[1]],
    [...invoiceRows(facts), ["Déjà réglé", money(facts, facts.amount_paid)], ["Reste dû", money(facts, facts.balance_due)]],
    [...transferLines(facts), "Si votre règlement est en cours, merci de ne pas tenir compte de ce message."],
    link,
  );
}

const RENDERERS = {
  [COMPANY_INVOICE_ISSUED_JOB]: {
    read: (read: RpcCall, id: number) => read("function_company_invoice_mail_facts", { p_invoice: id }),
    key: "invoice_id",
    render: companyInvoiceIssuedMail,
  },
  [COMPANY_INVOICE_PAYMENT_JOB]: {
    read: (read: RpcCall, id: number) => read("function_company_payment_mail_facts", { p_payment: id }),
    key: "payment_id",
    render: companyInvoicePaymentMail,
  },
  [COMPANY_CREDIT_NOTE_JOB]: {
    read: (read: RpcCall, id: number) => read("function_company_credit_note_mail_facts", { p_credit_note: id }),
    key: "credit_note_id",
    render: companyCreditNoteMail,
  },
} as const;

function queued(facts: CompanyInvoiceFacts, mailOf: ComposedMail, dedupe: string, link: string | null): QueuedMail[] {
  return facts.recipients.map((to) => ({
    message: { to, ...mailOf, ...(link ? { link } : {}) },
    dedupe_key: `mail:${dedupe}:${to}`,
  }));
}

export const COMPANY_INVOICE_MAIL_JOBS: Record<string, MailJobRender> = {
  ...Object.fromEntries(
    Object.entries(RENDERERS).map(([kind, { read: readFacts, key, render }]) => [
      kind,
      (async (job, { read, siteUrl }) => {
        const id = payloadId(job.payload, key);
        const facts = jsonAs<CompanyInvoiceFacts | null>(await readFacts(read, id));
        if (!facts) return [];
        const link = facts.to_funder ? null : `${siteUrl}${pagePaths.companySpace()}`;
        return queued(facts, render(facts, link), `${kind}:${id}`, link);
      }) satisfies MailJobRender,
    ]),
  ),
  async [COMPANY_INVOICE_REMINDER_JOB](job, { read, siteUrl }) {
    const id = payloadId(job.payload, "invoice_id");
    const step = Number(job.payload.step);
    if (![1, 15, 30].includes(step)) throw new Error("job without a valid step");
    const facts = (await read("function_company_invoice_reminder", { p_invoice: id, p_step: step })) as CompanyInvoiceFacts | null;
    if (!facts) return []; // paid, cancelled, or not due yet
    const link = facts.to_funder ? null : `${siteUrl}${pagePaths.companySpace()}`;
    return queued(facts, companyInvoiceReminderMail(facts, link), `${COMPANY_INVOICE_REMINDER_JOB}:${id}:${step}`, link);
  },
  // Issues the balance invoice (once: the function finds it issued on a retry); its e-mail is the invoice's own job.
  async [COMPANY_INVOICE_BALANCE_JOB](job, { read }) {
    await read("function_issue_agreement_balance", { p_agreement: payloadId(job.payload, "agreement_id") });
    return [];
  },
};
