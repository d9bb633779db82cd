import { formatDate } from "@common/format";
import { composeMail, escapeHtml, factList, htmlButton, htmlParagraph, type ComposedMail } from "../../_shared/mail/compose.ts";
import { greeting } from "./session-mails.ts";

/** The e-mail that tells a learner their completion certificate is issued (decision 0865), with its checking link. */

export interface CertificateFacts {
  learnerName: string;
  formationTitle: string;
  number: string;
  issuedAt: string;
  /** The learner's certificates page (download). */
  certificatesUrl: string;
  /** The public verification page of this certificate. */
  verifyUrl: string;
}

export function certificateIssuedMail(facts: CertificateFacts): ComposedMail {
  const intro = `Félicitations ! Votre attestation de formation pour « ${facts.formationTitle} » est disponible.`;
  const { text, html } = factList([
    ["Attestation", facts.number],
    ["Délivrée le", formatDate(facts.issuedAt)],
  ]);
  const verify = `Toute personne (un employeur, par exemple) peut vérifier son authenticité ici : ${facts.verifyUrl}`;
  return composeMail({
    subject: `Votre attestation est disponible : ${facts.formationTitle}`,
    text: [
      greeting(facts.learnerName),
      "",
      intro,
      ...text,
      "",
      `Télécharger l'attestation (connexion requise) : ${facts.certificatesUrl}`,
      verify,
    ],
    html: [
      htmlParagraph(greeting(facts.learnerName)),
      htmlParagraph(intro),
      html,
      htmlButton(facts.certificatesUrl, "Télécharger mon attestation"),
      `<p>Toute personne (un employeur, par exemple) peut <a href="${escapeHtml(facts.verifyUrl)}">vérifier son authenticité</a>.</p>`,
    ],
  });
}

// ─── Refund paid out ───────────────────────────────────────────────────────────────────────────────────
