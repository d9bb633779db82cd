import type { AuthContext } from "./context";
import { RECOVERY_TOKEN_TTL_SECONDS } from "./endpoints/recover";
import { accountLockedMail } from "./mails";
import { issueOneTimeToken } from "./models/one-time-tokens";
import type { UserRow } from "./models/users";

/**
 * Sent once, when failed passwords close an account to new addresses: a single-use sign-in link (GoTrue's recovery
 * link, landing on the reset page). Opening it signs the owner in and makes the address they open it from a known
 * one (verify.ts), which lifts the lock for that address (decision 0772). Failures to send are logged, never answered.
 */
export async function sendUnlockLink(ctx: AuthContext, user: Pick<UserRow, "id" | "email">): Promise<void> {
  try {
    const token = await ctx.db.transaction((tx) =>
      issueOneTimeToken(tx, user.id, "recovery", RECOVERY_TOKEN_TTL_SECONDS),
    );
    const link = `${ctx.siteUrl}/auth/v1/verify?token=${token}&type=recovery`;
    await ctx.mailer.send({ to: user.email, link, ...accountLockedMail(ctx.siteName, link) });
  } catch (error) {
    console.error("[auth] unlock e-mail not sent:", error);
  }
}
