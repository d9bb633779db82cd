import type { CheckedValues } from "@common/database";
import { formatDate, ordinal } from "@common/format";
import { composeMail, escapeHtml, factList, htmlButton, htmlParagraph, type ComposedMail } from "../../_shared/mail/compose.ts";
import {
  greetedHtml,
  greeting,
  holdDeadline,
  sessionDates,
  sessionPlace,
  sessionRows,
  type SessionMailFacts,
  type SessionPlace,
} from "./session-mails.ts";

/**
 * The e-mails that tell a learner about a change to their seat (issue 23, item 2; decision 0865): each says what
 * happened and what to do next.
 */

/** Days within which a refund owed is paid back (stated in the cancellation e-mails; decision 0865). */
export const REFUND_DELAY_DAYS = 14;

/** Another session of the same formation, offered when one is cancelled or moved. */
export interface OtherSession {
  startsOn: string;
  endsOn: string;
  format: string;
  city: string;
  venue: string;
  seatsLeft: number;
}

export interface RefundFacts {
  amount: string;
  status: CheckedValues["refunds"]["status"];
  /** When the refund was recorded (ISO), from which the delay runs. */
  recordedAt: string;
  /** How many payments the amount gives back (each instalment received, decision 1116); one when absent. */
  payments?: number;
}

function otherSessionsPart(others: OtherSession[], formationUrl: string) {
  if (others.length === 0) {
    const none =
      "Aucune autre session de cette formation n'est ouverte pour le moment ; nous vous écrirons dès qu'une date sera fixée.";
    return {
      text: [none, `La formation : ${formationUrl}`],
      html: [htmlParagraph(none), htmlButton(formationUrl, "Voir la formation")],
    };
  }
  const lines = others.map(
    (other) =>
      `${sessionDates(other.startsOn, other.endsOn)} — ${sessionPlace(other)}${other.seatsLeft > 0 ? "" : " (complète : liste d'attente)"}`,
  );
  return {
    text: ["Autres sessions de cette formation :", ...lines.map((line) => `- ${line}`), `S'inscrire : ${formationUrl}`],
    html: [
      htmlParagraph("Autres sessions de cette formation :"),
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("")}</ul>`,
      htmlButton(formationUrl, "Choisir une autre session"),
    ],
  };
}

function refundSentence(refund: RefundFacts | null): string | null {
  if (!refund) return null;
  const count = refund.payments ?? 1;
  if (refund.status === "refunded") {
    return count > 1
      ? `Vos ${count} paiements, ${refund.amount} en tout, vous ont été remboursés.`
      : `Votre paiement de ${refund.amount} vous a été remboursé.`;
  }
  const due = new Date(new Date(refund.recordedAt).getTime() + REFUND_DELAY_DAYS * 86_400_000);
  if (count > 1) {
    return `Vous aviez réglé ${refund.amount} en ${count} paiements : nous vous remboursons ces ${refund.amount}, chaque paiement par le moyen utilisé pour le faire, au plus tard le ${formatDate(due)} (sous ${REFUND_DELAY_DAYS} jours). Un avoir vous sera adressé pour chacun.`;
  }
  return `Nous vous remboursons ${refund.amount} par le moyen de paiement utilisé, au plus tard le ${formatDate(due)} (sous ${REFUND_DELAY_DAYS} jours). Un avoir vous sera adressé à ce moment.`;
}

// ─── Waitlist ──────────────────────────────────────────────────────────────────────────────────────────
export interface WaitlistFacts extends SessionPlace {
  learnerName: string;
  position: number;
  accountUrl: string;
}

export function waitlistJoinedMail(facts: WaitlistFacts): ComposedMail {
  const rank = `${ordinal(facts.position)} position`;
  const intro = `Cette session est complète : vous êtes inscrit sur sa liste d'attente, en ${rank}.`;
  const next =
    "Si une place se libère, elle vous est réservée et nous vous écrivons aussitôt avec le montant à régler et la date limite. Vous pouvez quitter la liste à tout moment depuis « Mes formations ».";
  const { text, html } = factList([...sessionRows(facts), ["Position", rank]]);
  return composeMail({
    subject: `Liste d'attente : ${facts.formationTitle} (${rank})`,
    text: [greeting(facts.learnerName), "", intro, "", ...text, "", next, `Mes formations : ${facts.accountUrl}`],
    html: greetedHtml(facts.learnerName, {
      before: [intro],
      facts: html,
      after: [next],
      button: [facts.accountUrl, "Mes formations"],
    }),
  });
}

/** « Motif : … », the reason staff gave for a cancellation (decision 1040), when there is one. */
const reasonLines = (reason: string | null | undefined) => (reason?.trim() ? [`Motif : ${reason.trim()}`] : []);

/** A waiting learner whose session is cancelled: no seat, the reason, other sessions offered. */
export function waitlistSessionCancelledMail(
  facts: WaitlistFacts,
  others: OtherSession[],
  reason: string | null = null,
): ComposedMail {
  const intro = `La session que vous attendiez est annulée ; vous n'êtes plus sur sa liste d'attente.`;
  const lines = [intro, ...reasonLines(reason)];
  const { text, html } = factList(sessionRows(facts));
  const offer = otherSessionsPart(others, facts.formationUrl);
  return composeMail({
    subject: `Session annulée : ${facts.formationTitle}`,
    text: [greeting(facts.learnerName), "", ...lines, "", ...text, "", ...offer.text],
    html: [htmlParagraph(greeting(facts.learnerName)), ...lines.map(htmlParagraph), html, ...offer.html],
  });
}

// ─── Holds ─────────────────────────────────────────────────────────────────────────────────────────────
/** Sent once, 24 hours before an unpaid hold lapses. */
export function holdReminderMail(facts: SessionMailFacts): ComposedMail {
  const intro = `Votre place est réservée jusqu'au ${holdDeadline(facts)}, et nous n'avons pas encore reçu votre paiement.`;
  const next = `Réglez ${facts.amount || "votre inscription"} avant cette date pour la garder ; passé ce délai, la place est libérée. Si vous avez déjà fait un virement, il est peut-être en route : vous recevrez votre facture dès sa réception.`;
  const { text, html } = factList([...sessionRows(facts), ["Référence", facts.paymentReference]]);
  return composeMail({
    subject: `Votre place expire dans 24 heures : ${facts.formationTitle}`,
    text: [greeting(facts.learnerName), "", intro, next, "", ...text, "", `Régler mon inscription : ${facts.payUrl}`],
    html: greetedHtml(facts.learnerName, {
      before: [intro, next],
      facts: html,
      button: [facts.payUrl, "Régler mon inscription"],
    }),
  });
}

/**
 * Sent when an unpaid hold has lapsed and the seat is released. `facts.holdExpiresAt` is the deadline that passed (the
 * job carries it: a cancelled enrollment no longer holds it); without it the sentence names no time (finding 29).
 */
export function holdLapsedMail(facts: SessionMailFacts, others: OtherSession[]): ComposedMail {
  const deadline = holdDeadline(facts);
  const intro = `Le délai de paiement de votre place est passé${deadline ? ` (${deadline})` : ""} : elle a été libérée et votre inscription est annulée.`;
  const next =
    "Si vous souhaitez toujours suivre cette formation, inscrivez-vous de nouveau : à la même session s'il reste des places, ou à une autre.";
  const { text, html } = factList(sessionRows(facts));
  const offer = otherSessionsPart(others, facts.formationUrl);
  return composeMail({
    subject: `Place libérée : ${facts.formationTitle}`,
    text: [greeting(facts.learnerName), "", intro, "", ...text, "", next, ...offer.text],
    html: [htmlParagraph(greeting(facts.learnerName)), htmlParagraph(intro), html, htmlParagraph(next), ...offer.html],
  });
}

// ─── Cancellations ─────────────────────────────────────────────────────────────────────────────────────
export type CancellationCause = "learner" | "staff";

export function enrollmentCancelledMail(
  facts: SessionMailFacts,
  {
    cause,
    reason,
    refund,
    others,
  }: { cause: CancellationCause; reason: string | null; refund: RefundFacts | null; others: OtherSession[] },
): ComposedMail {
  const intro =
    cause === "learner"
      ? "Nous avons bien enregistré l'annulation de votre inscription."
      : "Notre équipe a annulé votre inscription.";
  const lines = [
    intro,
    ...reasonLines(reason),
    refundSentence(refund) ?? "Aucun paiement n'avait été reçu : vous n'avez rien à régler.",
  ];
  const { text, html } = factList([...sessionRows(facts), ["Référence", facts.paymentReference]]);
  const offer = otherSessionsPart(others, facts.formationUrl);
  const question = `Une question ? Répondez à ce message ou écrivez-nous en rappelant la référence ${facts.paymentReference}.`;
  return composeMail({
    subject: `Inscription annulée : ${facts.formationTitle}`,
    text: [greeting(facts.learnerName), "", ...lines, "", ...text, "", ...offer.text, "", question],
    html: [
      htmlParagraph(greeting(facts.learnerName)),
      ...lines.map(htmlParagraph),
      html,
      ...offer.html,
      htmlParagraph(question),
    ],
  });
}

/** Sent to every enrolled learner when the firm cancels a session: refund owed and the formation's other sessions. */
export function sessionCancelledMail(
  facts: SessionMailFacts,
  { refund, others, reason = null }: { refund: RefundFacts | null; others: OtherSession[]; reason?: string | null },
): ComposedMail {
  const intro = `Nous sommes au regret de vous informer que la session ${sessionDates(facts.startsOn, facts.endsOn)} de « ${facts.formationTitle} » est annulée. Votre inscription est annulée.`;
  const money = refundSentence(refund) ?? "Aucun paiement n'avait été reçu : vous n'avez rien à régler.";
  const lines = [intro, ...reasonLines(reason), money];
  const { text, html } = factList([...sessionRows(facts), ["Référence", facts.paymentReference]]);
  const offer = otherSessionsPart(others, facts.formationUrl);
  return composeMail({
    subject: `Session annulée : ${facts.formationTitle}, ${sessionDates(facts.startsOn, facts.endsOn)}`,
    text: [greeting(facts.learnerName), "", ...lines, "", ...text, "", ...offer.text],
    html: [htmlParagraph(greeting(facts.learnerName)), ...lines.map(htmlParagraph), html, ...offer.html],
  });
}

/** What a session was before it was moved. */
export interface SessionBefore {
  startsOn: string;
  endsOn: string;
  format: string;
  city: string;
  venue: string;
}

/** Sent to every enrolled learner when a session's dates or place change. */
export function sessionMovedMail(facts: SessionMailFacts, before: SessionBefore, others: OtherSession[]): ComposedMail {
  const intro = `La session de « ${facts.formationTitle} » à laquelle vous êtes inscrit change :`;
  const { text, html } = factList([
    ["Avant", `${sessionDates(before.startsOn, before.endsOn)} — ${sessionPlace(before)}`],
    ["Désormais", `${sessionDates(facts.startsOn, facts.endsOn)} — ${sessionPlace(facts)}`],
    ["Référence", facts.paymentReference],
  ]);
  const next =
    "Votre place est conservée aux nouvelles dates. Si elles ne vous conviennent plus, vous pouvez annuler depuis « Mes formations » ou choisir une autre session.";
  const offer = otherSessionsPart(others, facts.formationUrl);
  return composeMail({
    subject: `Session modifiée : ${facts.formationTitle}, ${sessionDates(facts.startsOn, facts.endsOn)}`,
    text: [
      greeting(facts.learnerName),
      "",
      intro,
      ...text,
      "",
      next,
      `Mes formations : ${facts.accountUrl}`,
      "",
      ...offer.text,
    ],
    html: [
      ...greetedHtml(facts.learnerName, {
        before: [intro],
        facts: html,
        after: [next],
        button: [facts.accountUrl, "Mes formations"],
      }),
      ...offer.html,
    ],
  });
}

// ─── Certificate ───────────────────────────────────────────────────────────────────────────────────────
