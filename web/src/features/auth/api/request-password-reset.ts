import { paths } from "~/lib/paths";
import { getSupabase } from "~/lib/supabase";

/** Asks the auth service to e-mail a recovery link that opens the new-password page. */
export async function requestPasswordReset(email: string): Promise<{ error: unknown }> {
  try {
    const client = await getSupabase();
    const { error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}${paths.resetPassword()}`,
    });
    return { error };
  } catch (error) {
    return { error };
  }
}
