import { composeMail } from "../../../supabase/functions/_shared/mail/compose.ts";

/** The French e-mails the auth endpoints send (subject, text and HTML), in the firm's one layout (decision 0865). */

const branded = ({ subject, text, html }: { subject: string; text: string; html: string }) =>
  composeMail({ subject, text: text.split("\n"), html: [html] });

export function recoveryMail(siteName: string, link: string) {
  const text = [
    "Bonjour,",
    "",
    `Vous avez demandé à réinitialiser le mot de passe de votre compte ${siteName}.`,
    "Ouvrez ce lien pour choisir un nouveau mot de passe (valable une heure, utilisable une seule fois) :",
    link,
    "",
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.",
  ].join("\n");
  const html = `<p>Bonjour,</p><p>Vous avez demandé à réinitialiser le mot de passe de votre compte ${siteName}.</p><p><a href="${link}">Choisir un nouveau mot de passe</a> (lien valable une heure, utilisable une seule fois).</p><p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.</p>`;
  return branded({ subject: `Réinitialisation de votre mot de passe — ${siteName}`, text, html });
}

/** One of the two e-mail change links: to the current address, or (`toNew`) to the new one. */
export function emailChangeMail(
  siteName: string,
  link: string,
  currentEmail: string,
  newEmail: string,
  toNew: boolean,
) {
  const intro = toNew
    ? `Cette adresse a été indiquée comme nouvelle adresse e-mail du compte ${siteName} de ${currentEmail}.`
    : `Une demande de changement de l'adresse e-mail de votre compte ${siteName} vers ${newEmail} a été faite.`;
  const text = [
    "Bonjour,",
    "",
    intro,
    "Le changement n'a lieu que lorsque les deux adresses l'ont confirmé. Pour le confirmer, ouvrez ce lien (valable une heure) :",
    link,
    "",
    "Si vous n'êtes pas à l'origine de cette demande, ignorez ce message et changez votre mot de passe : l'adresse ne changera pas.",
  ].join("\n");
  const html = `<p>Bonjour,</p><p>${intro}</p><p>Le changement n'a lieu que lorsque les deux adresses l'ont confirmé. <a href="${link}">Confirmer le changement d'adresse</a> (lien valable une heure).</p><p>Si vous n'êtes pas à l'origine de cette demande, ignorez ce message et changez votre mot de passe : l'adresse ne changera pas.</p>`;
  return branded({ subject: `Confirmez le changement d'adresse e-mail — ${siteName}`, text, html });
}

/** Sent instead of a link when the requested new address already belongs to an account. */
export function emailAlreadyUsedMail(siteName: string) {
  const text = [
    "Bonjour,",
    "",
    `Quelqu'un a demandé à utiliser cette adresse pour un autre compte ${siteName}, mais elle appartient déjà à un compte.`,
    "Rien n'a été changé. Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer ce message.",
  ].join("\n");
  return branded({
    subject: `Adresse e-mail déjà utilisée — ${siteName}`,
    text,
    html: `<p>${text.replace(/\n\n?/g, "</p><p>")}</p>`,
  });
}

/** To the owner of an account closed to new addresses after too many failed passwords (decision 0772). */
export function accountLockedMail(siteName: string, link: string) {
  const text = [
    "Bonjour,",
    "",
    `Plusieurs mots de passe erronés ont été saisis pour votre compte ${siteName}. Par précaution, il n'accepte plus de connexion depuis une adresse inconnue pendant quelques minutes.`,
    "Si c'était vous, ouvrez ce lien pour vous connecter et, si vous le souhaitez, choisir un nouveau mot de passe (valable une heure, utilisable une seule fois) ; l'adresse d'où vous l'ouvrez sera ensuite reconnue :",
    link,
    "",
    "Si ce n'était pas vous, votre mot de passe n'a pas été découvert : vous pouvez ignorer ce message.",
  ].join("\n");
  const html = `<p>Bonjour,</p><p>Plusieurs mots de passe erronés ont été saisis pour votre compte ${siteName}. Par précaution, il n'accepte plus de connexion depuis une adresse inconnue pendant quelques minutes.</p><p>Si c'était vous, <a href="${link}">connectez-vous avec ce lien</a> (valable une heure, utilisable une seule fois) et choisissez, si vous le souhaitez, un nouveau mot de passe ; l'adresse d'où vous l'ouvrez sera ensuite reconnue.</p><p>Si ce n'était pas vous, votre mot de passe n'a pas été découvert : vous pouvez ignorer ce message.</p>`;
  return { subject: `Connexion bloquée par précaution — ${siteName}`, text, html };
}
