import { formatDateRange, formatMoney, type Currency } from "@common/format";
import { pagePaths } from "@common/urls";
import { z } from "zod";
import { field } from "./body.ts";
import { DatabaseRefusal, callRpc, jsonAs } from "./clients.ts";
import { requiredEnv } from "./env.ts";
import { composeMail, htmlButton, htmlParagraph, type ComposedMail } from "./mail/compose.ts";
import { positiveId } from "./request-values.ts";
import { functionError, jsonResponse } from "./responses.ts";
import { userFunction } from "./user-function.ts";

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
function transferRefusal(error: unknown): Response | null {
  if (!(error instanceof DatabaseRefusal)) return null;
  switch (error.code) {
    case "PT404":
      return functionError(404, "enrollment_not_found", "Inscription introuvable.");
    case "PT409":
      return functionError(409, "not_transferable", error.message);
    case "PT410":
      return functionError(409, "transfer_window_closed", error.message);
    case "PT422":
      return functionError(422, "invalid_transfer", error.message);
    case "PA001":
      return functionError(409, "session_full", "Cette session est complète : choisissez-en une autre.");
    case "23505":
      return functionError(409, "already_enrolled", "Cette personne est déjà inscrite à cette formation.");
    case "PA411":
      return functionError(409, "unpaid_hold_elsewhere", error.message);
    case "PA412":
      return functionError(403, "email_not_confirmed", error.message);
    case "PA430":
      return functionError(429, "too_many_enrolment_changes", error.message);
    default:
      return null;
  }
}

async function factsFor(caller: string, enrollmentId: number, toSession: number | null) {
  return callRpc("function_transfer_facts", {
    p_caller: caller,
    p_enrollment: enrollmentId,
    p_to_session: toSession,
  }).then((value) => jsonAs<TransferFacts | null>(value));
}

/**
 * /functions/v1/enrollment-move { enrollment_id, session_id } — the learner (until the last day of free cancellation)
 * or staff (until the session starts) move a seat to another session of the same formation, the amount paid carried
 * over. 200 `{ transfer_id }`; 409 session_full when the session has no seat left.
 */
export const enrollmentMove = userFunction({
  body: z.object({
    enrollment_id: field(positiveId, "invalid_enrollment", "Indiquez l'inscription (enrollment_id)."),
    session_id: field(positiveId, "invalid_session", "Choisissez la nouvelle session (session_id)."),
  }),
  refusal: transferRefusal,
  async handler({ claims, body }) {
    const facts = await factsFor(claims.sub, body.enrollment_id, body.session_id);
    if (!facts) return functionError(404, "enrollment_not_found", "Inscription introuvable.");
    if (!facts.to) return functionError(422, "invalid_transfer", "Cette session n'existe pas.");
    const site = requiredEnv("SITE_URL");
    const transferId = await callRpc("function_move_enrollment", {
      p_caller: claims.sub,
      p_enrollment: body.enrollment_id,
      p_to_session: body.session_id,
      p_mails: [{ for: "trainee", message: movedMail(facts, site) }],
    });
    return jsonResponse({ transfer_id: Number(transferId) });
  },
});

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/**
 * /functions/v1/enrollment-replace { enrollment_id, email, reason? } — staff, or a training manager of the trainee's
 * organisation, give the seat (and what was paid) to a colleague named by e-mail. 200 `{ transfer_id, status }`:
 * `done` when an account has that address, `invited` until one is created with it.
 */
export const enrollmentReplace = userFunction({
  body: z.object({
    enrollment_id: field(positiveId, "invalid_enrollment", "Indiquez l'inscription (enrollment_id)."),
    email: field(
      (value) => {
        const email = typeof value === "string" ? value.trim().toLowerCase() : "";
        return email.length <= 254 && EMAIL.test(email) ? email : null;
      },
      "invalid_transfer",
      "Indiquez l'adresse e-mail de la personne qui remplace le stagiaire.",
    ),
    reason: field(
      (value) => (value === undefined ? "" : typeof value === "string" && value.length <= 500 ? value.trim() : null),
      "invalid_reason",
      "Le motif ne doit pas dépasser 500 caractères.",
    ),
  }),
  refusal: transferRefusal,
  async handler({ claims, body }) {
    const facts = await factsFor(claims.sub, body.enrollment_id, null);
    if (!facts) return functionError(404, "enrollment_not_found", "Inscription introuvable.");
    const done = jsonAs<{ transfer_id: number; status: "done" | "invited" }>(await callRpc("function_replace_trainee", {
      p_caller: claims.sub,
      p_enrollment: body.enrollment_id,
      p_email: body.email,
      p_reason: body.reason || null,
      p_mails: replacementMails(facts, body.email, requiredEnv("SITE_URL")),
    }));
    return jsonResponse({ transfer_id: Number(done.transfer_id), status: done.status });
  },
});
