import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/database";
import type { Mailer } from "./mailer";
import { hashToken, type UserRow } from "./users";

/** One hour, like the recovery link. */
export const EMAIL_CHANGE_TOKEN_TTL_SECONDS = 3600;
/** Where a confirmation link lands when the request named no (same-site) page: the profile. */
export const EMAIL_CHANGE_LANDING_PATH = "/profil";
/** GoTrue's message after the first of the two links. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

export interface EmailChangeMail {
  mailer: Mailer;
  siteName: string;
  siteUrl: string;
  /** Where the confirmation links send the person back to (already checked to be on the site). */
  redirectTo: string;
}

async function issueToken(db: Queryable, userId: string, type: "email_change_current" | "email_change_new") {
  const token = randomBytes(32).toString("base64url");
  await db.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, expires_at)
     values ($1, $2, $3, now() + make_interval(secs => $4))`,
    [userId, type, hashToken(token), EMAIL_CHANGE_TOKEN_TTL_SECONDS],
  );
  return token;
}

function confirmationMail(siteName: string, link: string, currentEmail: string, newEmail: string, toNew: boolean) {
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
  return { subject: `Confirmez le changement d'adresse e-mail — ${siteName}`, text, html };
}

function alreadyUsedMail(siteName: string) {
  const text = [
    "Bonjour,",
    "",
    `Quelqu'un a demandé à utiliser cette adresse pour un autre compte ${siteName}, mais elle appartient déjà à un compte.`,
    "Rien n'a été changé. Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer ce message.",
  ].join("\n");
  return { subject: `Adresse e-mail déjà utilisée — ${siteName}`, text, html: `<p>${text.replace(/\n\n?/g, "</p><p>")}</p>` };
}

/**
 * GoTrue's secure e-mail change: the address changes only once a link sent to the current address and a link
 * sent to the new one have both been opened. The request is answered the same way whether or not the new address
 * already belongs to an account; in that case its owner gets a notice instead of a link, so the change can never
 * complete, and nobody but the owner of that inbox learns the address is taken.
 */
export async function requestEmailChange(tx: Queryable, user: UserRow, newEmail: string, mail: EmailChangeMail): Promise<UserRow> {
  const { rows: taken } = await tx.query("select 1 from auth.users where lower(email) = lower($1) and id <> $2", [newEmail, user.id]);
  await tx.query("delete from auth.one_time_tokens where user_id = $1 and token_type like 'email\\_change\\_%'", [user.id]);
  const { rows } = await tx.query<UserRow>(
    `update auth.users set email_change = $2, email_change_sent_at = now(), email_change_confirm_status = 0, updated_at = now()
     where id = $1 returning *`,
    [user.id, newEmail],
  );
  const link = (token: string) =>
    `${mail.siteUrl}/auth/v1/verify?token=${token}&type=email_change&redirect_to=${encodeURIComponent(mail.redirectTo)}`;
  const currentLink = link(await issueToken(tx, user.id, "email_change_current"));
  await mail.mailer.send({ to: user.email, link: currentLink, ...confirmationMail(mail.siteName, currentLink, user.email, newEmail, false) });
  if (taken.length > 0) {
    await mail.mailer.send({ to: newEmail, ...alreadyUsedMail(mail.siteName) });
  } else {
    const newLink = link(await issueToken(tx, user.id, "email_change_new"));
    await mail.mailer.send({ to: newEmail, link: newLink, ...confirmationMail(mail.siteName, newLink, user.email, newEmail, true) });
  }
  return rows[0];
}

export type EmailChangeVerification =
  | { outcome: "invalid" }
  | { outcome: "first-confirmed" }
  | { outcome: "changed"; user: UserRow }
  | { outcome: "email-taken" };

/** Opens one of the two links: the first one is recorded, the second applies the change. */
export async function verifyEmailChange(tx: Queryable, token: string): Promise<EmailChangeVerification> {
  const { rows } = await tx.query<{ user_id: string }>(
    `update auth.one_time_tokens set used_at = now()
     where token_hash = $1 and token_type in ('email_change_current', 'email_change_new') and used_at is null and expires_at > now()
     returning user_id`,
    [hashToken(token)],
  );
  if (!rows[0]) return { outcome: "invalid" };
  const { rows: users } = await tx.query<UserRow & { email_change: string | null; email_change_confirm_status: number }>(
    "select * from auth.users where id = $1 for update",
    [rows[0].user_id],
  );
  const user = users[0];
  if (!user?.email_change) return { outcome: "invalid" };
  if (user.email_change_confirm_status === 0) {
    await tx.query("update auth.users set email_change_confirm_status = 1, updated_at = now() where id = $1", [user.id]);
    return { outcome: "first-confirmed" };
  }
  const { rows: taken } = await tx.query("select 1 from auth.users where lower(email) = lower($1) and id <> $2", [user.email_change, user.id]);
  if (taken.length > 0) return { outcome: "email-taken" };
  const { rows: changed } = await tx.query<UserRow>(
    `update auth.users set email = email_change, email_change = null, email_change_sent_at = null,
       email_change_confirm_status = 0, updated_at = now()
     where id = $1 returning *`,
    [user.id],
  );
  await tx.query("delete from auth.one_time_tokens where user_id = $1 and token_type like 'email\\_change\\_%'", [user.id]);
  return { outcome: "changed", user: changed[0] };
}
