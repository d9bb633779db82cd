import { formatDateRange, formatMoney, type Currency } from "@common/format";
import { pagePaths } from "@common/urls";
import { callRpc, jsonAs } from "./clients.ts";
import { composeMail, htmlButton, htmlParagraph, type ComposedMail } from "./mail/compose.ts";
import { refusalsOf } from "./responses.ts";

/**
 * A trainee moved to another session of the same formation, or replaced by a colleague (issue 43 item 8, decision
 * 1005). The database decides who may, when, and whether the seat fits (private.move_enrollment,
 * private.replace_trainee, both over the shared private.transfer_enrollment); the functions compose the French
 * e-mails, which the database queues in the same transaction.
 */

interface SessionFacts {
  starts_on: string;
  ends_on: string;
  city: string | null;
}

export interface TransferFacts {
  formation_title: string;
  trainee_name: string;
  amount: number | string | null;
  currency: Currency | null;
  status: "pending" | "confirmed";
  from: SessionFacts;
  to: SessionFacts | null;
}

const sessionText = (session: SessionFacts) =>
  `${formatDateRange(session.starts_on, session.ends_on)}${session.city ? `, ${session.city}` : ""}`;

const mail = (subject: string, lines: string[], link?: { href: string; label: string }): ComposedMail =>
  composeMail({
    subject,
    text: [...lines.flatMap((line) => [line, ""]), ...(link ? [`${link.label} : ${link.href}`] : [])],
    html: [...lines.map(htmlParagraph), ...(link ? [htmlButton(link.href, link.label)] : [])],
  });

/** The trainee's e-mail when their seat moves to another session. */
export function movedMail(facts: TransferFacts, site: string): ComposedMail {
  const to = facts.to!;
  const paid =
    facts.status === "confirmed" && facts.amount != null && facts.currency
      ? `Le montant réglé (${formatMoney(facts.amount, facts.currency)}) est reporté sur la nouvelle session : il n'y a rien de plus à payer.`
      : "Votre place reste à régler dans le même délai, depuis « Mes formations ».";
  return mail(
    `Changement de session — ${facts.formation_title}`,
    [
      `Bonjour ${facts.trainee_name},`,
      `Votre inscription à la formation « ${facts.formation_title} » passe de la session du ${sessionText(facts.from)} à celle du ${sessionText(to)}.`,
      paid,
      "Vous recevrez la convocation de la nouvelle session dans un message séparé.",
    ],
    { href: `${site}${pagePaths.myTrainings()}`, label: "Mes formations" },
  );
}

/** The e-mails of a replacement: to the colleague and to the trainee replaced, once it is done or while invited. */
export function replacementMails(facts: TransferFacts, colleagueEmail: string, site: string) {
  const session = sessionText(facts.from);
  const signUp = `${site}${pagePaths.auth()}?tab=signup`;
  return [
    {
      when: "done",
      for: "trainee",
      message: mail(
        `Une place vous est attribuée — ${facts.formation_title}`,
        [
          "Bonjour,",
          `Une place à la formation « ${facts.formation_title} » (session du ${session}) vous est attribuée, à la place de ${facts.trainee_name}.`,
          facts.status === "confirmed"
            ? "Elle est déjà réglée : vous recevrez votre convocation dans un message séparé."
            : "Elle reste à régler dans le délai indiqué dans « Mes formations ».",
        ],
        { href: `${site}${pagePaths.myTrainings()}`, label: "Mes formations" },
      ),
    },
    {
      when: "done",
      for: "previous",
      message: mail(`Votre place a été transférée — ${facts.formation_title}`, [
        `Bonjour ${facts.trainee_name},`,
        `Votre place à la formation « ${facts.formation_title} » (session du ${session}) a été transférée à ${colleagueEmail}, qui vous remplace.`,
        "Si vous n'étiez pas au courant, répondez à ce message.",
      ]),
    },
    {
      when: "invited",
      for: "colleague",
      message: mail(
        `Une place vous attend — ${facts.formation_title}`,
        [
          "Bonjour,",
          `${facts.trainee_name} vous cède sa place à la formation « ${facts.formation_title} » (session du ${session}).`,
          `Créez votre compte avec cette adresse (${colleagueEmail}) : la place vous est attribuée dès sa création, et vous la retrouvez dans « Mes formations ».`,
        ],
        { href: signUp, label: "Créer mon compte" },
      ),
    },
    {
      when: "invited",
      for: "previous",
      message: mail(`Votre remplacement est en cours — ${facts.formation_title}`, [
        `Bonjour ${facts.trainee_name},`,
        `Votre place à la formation « ${facts.formation_title} » (session du ${session}) sera transférée à ${colleagueEmail} dès que cette personne aura créé son compte.`,
      ]),
    },
  ];
}

/** The database's refusals, as the caller reads them. */
export const transferRefusal = refusalsOf("transfer");

export async function factsFor(caller: string, enrollmentId: number, toSession: number | null) {
  return callRpc("function_transfer_facts", {
    p_caller: caller,
    p_enrollment: enrollmentId,
    p_to_session: toSession,
  }).then((value) => jsonAs<TransferFacts | null>(value));
}
