import { GoTrueErrorCode } from "@common/errors/gotrue";
import { PASSWORD_RULE_MESSAGE } from "@common/password-rule";

interface AuthErrorLike {
  name?: string;
  code?: string;
  status?: number;
  message?: string;
}

export const SIGN_UP_FALLBACK_MESSAGE = "Une erreur s'est produite. Veuillez réessayer.";
export const SIGN_IN_FALLBACK_MESSAGE = "Email ou mot de passe incorrect";
export const RATE_LIMIT_MESSAGE = "Trop de tentatives, veuillez réessayer dans quelques minutes";

function asAuthError(error: unknown): AuthErrorLike {
  return typeof error === "object" && error !== null ? (error as AuthErrorLike) : {};
}

// supabase-js leaves `code` undefined when the API version header is unreadable, so the English message is a backup key.
function isRateLimited({ code, status }: AuthErrorLike) {
  return (
    code === GoTrueErrorCode.overRequestRateLimit || code === GoTrueErrorCode.overEmailSendRateLimit || status === 429
  );
}

/** The French text of a sign-up failure (spec §8): known server answers translated, others a generic message. */
export function signUpErrorMessage(error: unknown): string {
  const e = asAuthError(error);
  if (e.code === GoTrueErrorCode.userAlreadyExists || /already registered/i.test(e.message ?? "")) {
    return "Un compte existe déjà avec cette adresse email";
  }
  if (e.code === GoTrueErrorCode.weakPassword || e.name === "AuthWeakPasswordError") return PASSWORD_RULE_MESSAGE;
  if (isRateLimited(e)) return RATE_LIMIT_MESSAGE;
  if (e.code === GoTrueErrorCode.emailAddressInvalid) return "Adresse email invalide";
  return SIGN_UP_FALLBACK_MESSAGE;
}

/** The French text of a sign-in failure (spec §8); anything unknown reads as wrong credentials. */
export function signInErrorMessage(error: unknown): string {
  const e = asAuthError(error);
  if (e.code === GoTrueErrorCode.emailNotConfirmed) {
    return "Veuillez confirmer votre adresse email avant de vous connecter";
  }
  if (isRateLimited(e)) return RATE_LIMIT_MESSAGE;
  return SIGN_IN_FALLBACK_MESSAGE;
}
