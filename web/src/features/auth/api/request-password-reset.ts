import { getSupabase } from "~/lib/supabase";

/** The page where the e-mailed link lands to choose the new password (lib/paths.ts has no builder for it yet). */
const RESET_PASSWORD_PATH = "/reinitialiser-mot-de-passe";

/** Asks the auth service to e-mail a recovery link that opens the new-password page. */
export async function requestPasswordReset(email: string): Promise<{ error: unknown }> {
  try {
    const client = await getSupabase();
    const { error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}`,
    });
    return { error };
  } catch (error) {
    return { error };
  }
}
