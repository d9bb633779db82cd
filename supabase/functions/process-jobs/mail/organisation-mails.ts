import { composeMail, escapeHtml, htmlButton, htmlParagraph, type ComposedMail } from "../../_shared/mail/compose.ts";

/** What the invitation to join an organisation says (public.function_organisation_invitation_mail_facts). */
export interface OrganisationInvitationFacts {
  organisation: string;
  role: "training_manager" | "employee";
  /** Whether an account with the invited address exists (the membership is then linked already). */
  hasAccount: boolean;
  invitedBy: string | null;
  /** Where to sign up (no account) or sign in (an account). */
  url: string;
}

const ROLE_PHRASE = { training_manager: "responsable formation", employee: "salarié(e)" } as const;

/** The French e-mail that tells someone they were added to a company's space (decision 0995). */
export function organisationInvitationMail(facts: OrganisationInvitationFacts): ComposedMail {
  const who = facts.invitedBy ? `${facts.invitedBy} vous a ajouté(e)` : "Vous avez été ajouté(e)";
  const intro = `${who} à l'organisation « ${facts.organisation} » sur le site de Pont Atlantique Conseil, en tant que ${ROLE_PHRASE[facts.role]}.`;
  const next = facts.hasAccount
    ? "Votre compte est déjà relié à l'organisation : connectez-vous avec votre adresse habituelle."
    : "Créez votre compte avec cette adresse e-mail : il sera relié à l'organisation dès sa création.";
  const own = "Vous pouvez toujours vous inscrire vous-même à une formation : cette invitation n'y change rien.";
  const label = facts.hasAccount ? "Me connecter" : "Créer mon compte";
  return composeMail({
    subject: `Invitation : ${facts.organisation}`,
    text: ["Bonjour,", "", intro, "", next, `${label} : ${facts.url}`, "", own],
    html: [
      `<p>Bonjour,</p>`,
      htmlParagraph(intro),
      htmlParagraph(next),
      htmlButton(facts.url, label),
      `<p style="color:#4b5563">${escapeHtml(own)}</p>`,
    ],
  });
}

/** What a member is told when their role in an organisation changes (public.set_organisation_member_role). */
export interface OrganisationRoleFacts {
  organisation: string;
  role: "training_manager" | "employee";
  /** The company space (a training manager) or the learner's space (an employee). */
  url: string;
}

/** The French e-mail that tells a member their new role in a company's space (decision 0995). */
export function organisationRoleChangedMail(facts: OrganisationRoleFacts): ComposedMail {
  const intro = `Votre rôle dans l'organisation « ${facts.organisation} » a changé : vous êtes désormais ${ROLE_PHRASE[facts.role]}.`;
  const next =
    facts.role === "training_manager"
      ? "Vous pouvez gérer les informations de l'entreprise et ses membres depuis l'espace entreprise."
      : "Vous voyez vos propres formations dans votre espace ; la gestion de l'entreprise revient à ses responsables formation.";
  const label = facts.role === "training_manager" ? "Ouvrir l'espace entreprise" : "Ouvrir mon espace";
  return composeMail({
    subject: `Votre rôle : ${facts.organisation}`,
    text: ["Bonjour,", "", intro, "", next, `${label} : ${facts.url}`],
    html: [`<p>Bonjour,</p>`, htmlParagraph(intro), htmlParagraph(next), htmlButton(facts.url, label)],
  });
}
