import { getSupabase } from "~/lib/supabase";
import { paths } from "~/lib/paths";

/** Asks the auth service to e-mail a recovery link that brings the person back to the recovery page. */
export async function requestPasswordReset(email: string): Promise<{ error: unknown }> {
  try {
    const client = await getSupabase();
    const { error } = await client.auth.resetPasswordForEmail(email, {
      redirectTo: `${window.location.origin}${paths.forgotPassword()}`,
    });
    return { error };
  } catch (error) {
    return { error };
  }
}
