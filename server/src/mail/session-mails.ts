import { composeMail, escapeHtml, htmlParagraph, type ComposedMail } from "./compose";

/** What every session e-mail says about the seat: the course, the dates, the place. */
export interface SessionMailFacts {
  learnerName: string;
  formationTitle: string;
  formationDescription: string;
  duration: string;
  startsOn: string;
  endsOn: string;
  format: string;
  city: string;
  venue: string;
  paymentReference: string;
  holdExpiresAt: string | null;
  /** Link to the course page (programme) on the site. */
  courseUrl: string;
  /** Link to the learner's trainings. */
  accountUrl: string;
}

const LONG_DATE = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
const DATE_TIME = new Intl.DateTimeFormat("fr-FR", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" });

/** « du 11 au 15 janvier 2027 » or « le 4 février 2027 » for a one-day session. */
export function sessionDates(startsOn: string, endsOn: string): string {
  const start = LONG_DATE.format(new Date(`${startsOn}T00:00:00Z`));
  const end = LONG_DATE.format(new Date(`${endsOn}T00:00:00Z`));
  return startsOn === endsOn ? `le ${start}` : `du ${start} au ${end}`;
}

function place(facts: SessionMailFacts): string {
  if (facts.format === "En ligne") return `En ligne — ${facts.venue || "le lien de connexion vous sera envoyé"}`;
  const where = [facts.venue, facts.city].filter(Boolean).join(", ");
  return facts.format === "Hybride" ? `Hybride — ${where}` : where;
}

function details(facts: SessionMailFacts) {
  const rows: [string, string][] = [
    ["Formation", facts.formationTitle],
    ["Dates", sessionDates(facts.startsOn, facts.endsOn)],
    ["Lieu", place(facts)],
    ["Durée", facts.duration],
    ["Référence", facts.paymentReference],
  ];
  return {
    text: rows.map(([label, value]) => `${label} : ${value}`),
    html: `<ul>${rows.map(([label, value]) => `<li><strong>${escapeHtml(label)} :</strong> ${escapeHtml(value)}</li>`).join("")}</ul>`,
  };
}

const greeting = (facts: SessionMailFacts) => `Bonjour ${facts.learnerName},`;

/** Sent when a seat is confirmed (paid or validated): date, place and programme. */
export function convocationMail(facts: SessionMailFacts): ComposedMail {
  const { text, html } = details(facts);
  return composeMail({
    subject: `Convocation : ${facts.formationTitle}, ${sessionDates(facts.startsOn, facts.endsOn)}`,
    text: [
      greeting(facts),
      "",
      "Votre place est confirmée. Voici votre convocation :",
      ...text,
      "",
      "Programme :",
      facts.formationDescription,
      `Le programme détaillé : ${facts.courseUrl}`,
      "",
      "Accueil à 8 h 30 le premier jour. Un rappel vous sera envoyé 48 heures avant le début.",
    ],
    html: [
      htmlParagraph(greeting(facts)),
      htmlParagraph("Votre place est confirmée. Voici votre convocation :"),
      html,
      `<h3>Programme</h3>`,
      htmlParagraph(facts.formationDescription),
      `<p><a href="${escapeHtml(facts.courseUrl)}">Le programme détaillé</a></p>`,
      htmlParagraph("Accueil à 8 h 30 le premier jour. Un rappel vous sera envoyé 48 heures avant le début."),
    ],
  });
}

/** Sent 48 hours before the first day. */
export function reminderMail(facts: SessionMailFacts): ComposedMail {
  const { text, html } = details(facts);
  return composeMail({
    subject: `Rappel : ${facts.formationTitle} commence dans 48 heures`,
    text: [
      greeting(facts),
      "",
      "Votre formation commence dans 48 heures :",
      ...text,
      "",
      `Le programme : ${facts.courseUrl}`,
    ],
    html: [
      htmlParagraph(greeting(facts)),
      htmlParagraph("Votre formation commence dans 48 heures :"),
      html,
      `<p><a href="${escapeHtml(facts.courseUrl)}">Le programme</a></p>`,
    ],
  });
}

/** Sent when a waiting learner gets a freed seat: it is held for them until a date. */
export function promotionMail(facts: SessionMailFacts): ComposedMail {
  const { text, html } = details(facts);
  const until = facts.holdExpiresAt ? DATE_TIME.format(new Date(facts.holdExpiresAt)) + " (UTC)" : "bientôt";
  const hold = `Une place s'est libérée : elle vous est réservée jusqu'au ${until}. Réglez votre inscription avant cette date pour la garder.`;
  return composeMail({
    subject: `Une place s'est libérée : ${facts.formationTitle}`,
    text: [greeting(facts), "", hold, ...text, "", `Votre inscription : ${facts.accountUrl}`],
    html: [
      htmlParagraph(greeting(facts)),
      htmlParagraph(hold),
      html,
      `<p><a href="${escapeHtml(facts.accountUrl)}">Votre inscription</a></p>`,
    ],
  });
}
