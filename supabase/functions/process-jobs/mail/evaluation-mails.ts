import type { EvaluationKind } from "@common/database";
import { composeMail, escapeHtml, htmlParagraph, type ComposedMail } from "../../_shared/mail/compose.ts";

export interface EvaluationMailFacts {
  learnerName: string;
  formationTitle: string;
  /** The questionnaire's link (signed token, no password). */
  link: string;
  kind: EvaluationKind;
  reminder: boolean;
}

const INTRO = {
  hot: "Votre formation vient de se terminer. Dites-nous en deux minutes ce que vous en avez pensé : vos réponses nous aident à l'améliorer.",
  cold: "Il y a trois mois, vous suiviez cette formation. Avez-vous pu appliquer ce que vous y avez appris ? Deux minutes suffisent.",
};

/** The questionnaire e-mail (hot: satisfaction at the end of the session; cold: application at work after 90 days). */
export function evaluationMail(facts: EvaluationMailFacts): ComposedMail {
  const what = facts.kind === "hot" ? "Votre avis sur la formation" : "Trois mois après votre formation";
  const subject = `${facts.reminder ? "Rappel : " : ""}${what} « ${facts.formationTitle} »`;
  const lines = [
    `Bonjour ${facts.learnerName},`,
    INTRO[facts.kind],
    "Le questionnaire s'ouvre sans mot de passe ; on y répond une seule fois.",
  ];
  return composeMail({
    subject,
    text: [...lines.flatMap((line) => [line, ""]), `Répondre au questionnaire : ${facts.link}`],
    html: [...lines.map(htmlParagraph), `<p><a href="${escapeHtml(facts.link)}">Répondre au questionnaire</a></p>`],
  });
}
