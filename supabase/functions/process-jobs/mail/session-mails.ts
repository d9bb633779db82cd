import { formatDateRange, formatDateTime } from "@common/format";
import { composeMail, escapeHtml, factList, htmlButton, htmlParagraph, type ComposedMail } from "../../_shared/mail/compose.ts";

/** A session as the e-mails describe it: the formation, the dates, the place. */
export interface SessionPlace {
  formationTitle: string;
  formationDescription: string;
  duration: string;
  startsOn: string;
  endsOn: string;
  format: string;
  city: string;
  venue: string;
  /** Link to the formation page (programme) on the site. */
  formationUrl: string;
}

/** What every enrollment e-mail says about the seat. */
export interface SessionMailFacts extends SessionPlace {
  enrollmentId: number;
  learnerName: string;
  paymentReference: string;
  holdExpiresAt: string | null;
  /** The price of the seat, formatted (« 950 000 F CFA »); empty when the formation has no price. */
  amount: string;
  /** The zone in which times are told (the session's city, else the learner's office). */
  timeZone: string;
  /** Link to the learner's trainings. */
  accountUrl: string;
  /** Link that opens the payment of this enrollment (`/mes-formations?payer=<id>`). */
  payUrl: string;
}

/** « du 11 au 15 janvier 2027 » or « le 4 février 2027 » for a one-day session. */
export const sessionDates = (startsOn: string, endsOn: string) => formatDateRange(startsOn, endsOn);

export function sessionPlace(session: Pick<SessionPlace, "format" | "venue" | "city">): string {
  if (session.format === "En ligne") return `En ligne — ${session.venue || "le lien de connexion vous sera envoyé"}`;
  const where = [session.venue, session.city].filter(Boolean).join(", ");
  return session.format === "Hybride" ? `Hybride — ${where}` : where;
}

export function sessionRows(facts: SessionPlace): [string, string][] {
  return [
    ["Formation", facts.formationTitle],
    ["Dates", sessionDates(facts.startsOn, facts.endsOn)],
    ["Lieu", sessionPlace(facts)],
    ["Durée", facts.duration],
  ];
}

const enrollmentRows = (facts: SessionMailFacts): [string, string][] => [
  ...sessionRows(facts),
  ["Référence", facts.paymentReference],
];

export const greeting = (name: string) => (name.trim() ? `Bonjour ${name.trim()},` : "Bonjour,");

/**
 * The HTML body most e-mails share: the greeting, paragraphs, the facts' table, more paragraphs, then one button.
 */
export function greetedHtml(
  learnerName: string,
  parts: { before: string[]; facts: string; after?: string[]; button: [href: string, label: string] },
): string[] {
  return [
    htmlParagraph(greeting(learnerName)),
    ...parts.before.map(htmlParagraph),
    parts.facts,
    ...(parts.after ?? []).map(htmlParagraph),
    htmlButton(...parts.button),
  ];
}

/** When a hold ends, told in the learner's zone with the zone named. */
export const holdDeadline = (facts: Pick<SessionMailFacts, "holdExpiresAt" | "timeZone">) =>
  facts.holdExpiresAt ? formatDateTime(facts.holdExpiresAt, facts.timeZone) : "";

/** The convocation carries the session's invitation (decision 1020). */
export const CALENDAR_LINE =
  "L'invitation jointe (invitation.ics) ajoute la formation à votre agenda ; elle sera mise à jour si la session change.";

/** Sent when a seat is confirmed (paid or validated): date, place and programme. */
export function convocationMail(facts: SessionMailFacts): ComposedMail {
  const { text, html } = factList(enrollmentRows(facts));
  return composeMail({
    subject: `Convocation : ${facts.formationTitle}, ${sessionDates(facts.startsOn, facts.endsOn)}`,
    text: [
      greeting(facts.learnerName),
      "",
      "Votre place est confirmée. Voici votre convocation :",
      ...text,
      "",
      "Programme :",
      facts.formationDescription,
      `Le programme détaillé : ${facts.formationUrl}`,
      "",
      "Accueil à 8 h 30 (heure locale) le premier jour. Un rappel vous sera envoyé 48 heures avant le début.",
      CALENDAR_LINE,
      `Vos formations, votre facture et votre convocation : ${facts.accountUrl}`,
    ],
    html: [
      htmlParagraph(greeting(facts.learnerName)),
      htmlParagraph("Votre place est confirmée. Voici votre convocation :"),
      html,
      `<h3 style="font-size:16px">Programme</h3>`,
      htmlParagraph(facts.formationDescription),
      `<p><a href="${escapeHtml(facts.formationUrl)}">Le programme détaillé</a></p>`,
      htmlParagraph(
        "Accueil à 8 h 30 (heure locale) le premier jour. Un rappel vous sera envoyé 48 heures avant le début.",
      ),
      htmlParagraph(CALENDAR_LINE),
      htmlButton(facts.accountUrl, "Mes formations"),
    ],
  });
}

/** Sent 48 hours before the first day. */
export function reminderMail(facts: SessionMailFacts): ComposedMail {
  const { text, html } = factList(enrollmentRows(facts));
  return composeMail({
    subject: `Rappel : ${facts.formationTitle} commence dans 48 heures`,
    text: [
      greeting(facts.learnerName),
      "",
      "Votre formation commence dans 48 heures :",
      ...text,
      "",
      `Le programme : ${facts.formationUrl}`,
    ],
    html: [
      htmlParagraph(greeting(facts.learnerName)),
      htmlParagraph("Votre formation commence dans 48 heures :"),
      html,
      `<p><a href="${escapeHtml(facts.formationUrl)}">Le programme</a></p>`,
    ],
  });
}

/** Sent when a waiting learner gets a freed seat: held for them until a date, with the amount and a link to pay. */
export function promotionMail(facts: SessionMailFacts): ComposedMail {
  const until = holdDeadline(facts);
  const hold = until
    ? `Une place s'est libérée : elle vous est réservée jusqu'au ${until}.`
    : "Une place s'est libérée : elle vous est réservée pour quelques jours.";
  const pay = facts.amount
    ? `Pour la garder, réglez ${facts.amount} avant cette date (carte, Mobile Money ou virement). Sans paiement, la place passe à la personne suivante sur la liste d'attente.`
    : "Pour la garder, confirmez votre inscription avant cette date. Sans réponse, la place passe à la personne suivante sur la liste d'attente.";
  const { text, html } = factList([...enrollmentRows(facts), ...(facts.amount ? [["Montant", facts.amount]] : [])] as [
    string,
    string,
  ][]);
  return composeMail({
    subject: `Une place s'est libérée : ${facts.formationTitle}`,
    text: [greeting(facts.learnerName), "", hold, pay, "", ...text, "", `Régler mon inscription : ${facts.payUrl}`],
    html: greetedHtml(facts.learnerName, {
      before: [hold, pay],
      facts: html,
      button: [facts.payUrl, "Régler mon inscription"],
    }),
  });
}
