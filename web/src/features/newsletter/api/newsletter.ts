import { NEWSLETTER_CONSENT_TEXT, SendFailedError } from "~/features/enquiries";

async function client() {
  const { getSupabase } = await import("~/lib/supabase");
  return getSupabase();
}

/** Downloads supabase-js and creates the client ahead of a submit (lib/warm-up.ts). */
export const warmNewsletterClient = (): Promise<unknown> => client();

/**
 * Asks for a subscription: the backend stores it as pending and mails the confirmation link (double opt-in). It
 * answers the same whatever the address's state, so nobody can learn who is subscribed.
 */
export async function subscribeNewsletter(email: string): Promise<void> {
  let status: number | undefined;
  try {
    const supabase = await client();
    const { error, status: answered } = await supabase.rpc("subscribe_newsletter", {
      p_email: email.trim(),
      p_source_path: typeof window === "undefined" ? "" : window.location.pathname,
      p_consent: true,
      p_consent_text: NEWSLETTER_CONSENT_TEXT, // the wording shown next to the field, kept as proof of consent
    });
    if (!error) return;
    status = answered;
  } catch (error) {
    throw new SendFailedError(undefined, error);
  }
  throw new SendFailedError(status);
}

export type TokenOutcome = "confirmed" | "unsubscribed" | "invalid" | "error";

/** Runs the confirmation or unsubscribe link's token through its function; "error" when the backend was unreachable. */
export async function redeemNewsletterToken(action: "confirm" | "unsubscribe", token: string): Promise<TokenOutcome> {
  try {
    const supabase = await client();
    const { data, error } =
      action === "confirm"
        ? await supabase.rpc("confirm_newsletter", { p_token: token })
        : await supabase.rpc("unsubscribe_newsletter", { p_token: token });
    if (error) return "error"; // an unknown or used token is an answer ('invalid'), not an error
    return data === "confirmed" || data === "unsubscribed" ? data : "invalid";
  } catch {
    return "error";
  }
}
