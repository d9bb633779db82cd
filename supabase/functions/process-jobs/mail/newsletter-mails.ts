import { pagePaths } from "@common/urls";
import { composeMail, escapeHtml, type ComposedMail } from "../../_shared/mail/compose.ts";

/** The pages the links lead to (built by the site: they call confirm_newsletter / unsubscribe_newsletter). */
export const newsletterConfirmUrl = (siteUrl: string, token: string) =>
  `${siteUrl}${pagePaths.newsletterConfirm(token)}`;
export const newsletterUnsubscribeUrl = (siteUrl: string, token: string) =>
  `${siteUrl}${pagePaths.newsletterUnsubscribe(token)}`;

/** The footer every newsletter mail carries: one click unsubscribes. */
export function newsletterFooter(unsubscribeUrl: string) {
  return {
    text: `Se désinscrire de l'infolettre : ${unsubscribeUrl}`,
    html: `<a href="${escapeHtml(unsubscribeUrl)}">Se désinscrire de l'infolettre</a>`,
  };
}

/** Double opt-in: nothing is sent to the address until its owner follows this link. */
export function newsletterConfirmationMail(confirmUrl: string, unsubscribeUrl: string): ComposedMail {
  return composeMail({
    subject: "Confirmez votre inscription à l'infolettre",
    text: [
      "Bonjour,",
      "",
      "Vous (ou quelqu'un utilisant votre adresse) avez demandé à recevoir l'infolettre de notre cabinet.",
      `Pour confirmer votre inscription, ouvrez ce lien (valable 7 jours) : ${confirmUrl}`,
      "",
      "Sans confirmation, vous ne recevrez rien et votre adresse sera effacée sous 30 jours.",
    ],
    html: [
      "<p>Bonjour,</p>",
      "<p>Vous (ou quelqu'un utilisant votre adresse) avez demandé à recevoir l'infolettre de notre cabinet.</p>",
      `<p><a href="${escapeHtml(confirmUrl)}">Confirmer mon inscription</a> (lien valable 7 jours)</p>`,
      "<p>Sans confirmation, vous ne recevrez rien et votre adresse sera effacée sous 30 jours.</p>",
    ],
    footer: newsletterFooter(unsubscribeUrl),
  });
}
