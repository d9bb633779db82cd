import type { Queryable } from "../db/database";
import type { Mailer } from "./mailer";
import { emailAlreadyUsedMail, emailChangeMail } from "./mails";
import { consumeEmailChangeToken, deleteOneTimeTokens, issueOneTimeToken } from "./models/one-time-tokens";
import {
  applyEmailChange,
  emailTakenByOther,
  lockUser,
  recordFirstEmailChangeConfirmation,
  startEmailChange,
  type UserRow,
} from "./models/users";

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

/**
 * GoTrue's secure e-mail change: the address changes only once a link sent to the current address and a link
 * sent to the new one have both been opened. The request is answered the same way whether or not the new address
 * already belongs to an account; in that case its owner gets a notice instead of a link, so the change can never
 * complete, and nobody but the owner of that inbox learns the address is taken.
 */
export async function requestEmailChange(
  tx: Queryable,
  user: UserRow,
  newEmail: string,
  mail: EmailChangeMail,
): Promise<UserRow> {
  const taken = await emailTakenByOther(tx, newEmail, user.id);
  await deleteOneTimeTokens(tx, user.id, "email_change");
  const updated = await startEmailChange(tx, user.id, newEmail);
  const link = (token: string) =>
    `${mail.siteUrl}/auth/v1/verify?token=${token}&type=email_change&redirect_to=${encodeURIComponent(mail.redirectTo)}`;
  if (user.email) {
    const currentLink = link(
      await issueOneTimeToken(tx, user.id, "email_change_current", EMAIL_CHANGE_TOKEN_TTL_SECONDS),
    );
    await mail.mailer.send({
      to: user.email,
      link: currentLink,
      ...emailChangeMail(mail.siteName, currentLink, user.email, newEmail, false),
    });
  } else {
    // An account made with a phone number adds its first address (decision 1015): there is no current inbox to
    // ask, so the new address's link alone completes it (the phone already proved the account's owner).
    await recordFirstEmailChangeConfirmation(tx, user.id);
  }
  if (taken) {
    await mail.mailer.send({ to: newEmail, ...emailAlreadyUsedMail(mail.siteName) });
  } else {
    const newLink = link(await issueOneTimeToken(tx, user.id, "email_change_new", EMAIL_CHANGE_TOKEN_TTL_SECONDS));
    await mail.mailer.send({
      to: newEmail,
      link: newLink,
      ...emailChangeMail(mail.siteName, newLink, user.email ?? `+${user.phone ?? ""}`, newEmail, true),
    });
  }
  return updated;
}

export type EmailChangeVerification =
  | { outcome: "invalid" }
  | { outcome: "first-confirmed" }
  | { outcome: "changed"; user: UserRow }
  | { outcome: "email-taken" };

/** Opens one of the two links: the first one is recorded, the second applies the change. */
export async function verifyEmailChange(tx: Queryable, token: string): Promise<EmailChangeVerification> {
  const userId = await consumeEmailChangeToken(tx, token);
  if (!userId) return { outcome: "invalid" };
  const user = await lockUser(tx, userId);
  if (!user?.email_change) return { outcome: "invalid" };
  if (user.email_change_confirm_status === 0) {
    await recordFirstEmailChangeConfirmation(tx, user.id);
    return { outcome: "first-confirmed" };
  }
  if (await emailTakenByOther(tx, user.email_change, user.id)) return { outcome: "email-taken" };
  const changed = await applyEmailChange(tx, user.id);
  await deleteOneTimeTokens(tx, user.id, "email_change");
  return { outcome: "changed", user: changed };
}
