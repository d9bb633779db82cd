import {
  PASSWORD_MAX_BYTES,
  PASSWORD_MIN_LENGTH,
  isStrongPassword,
  passwordByteLength,
} from "../../../web/src/lib/validation/password";

export type WeakPasswordReason = "length" | "characters" | "pwned";

/**
 * Why a password breaks the site's rule (the one the sign-up form shows), in GoTrue's terms: the reasons
 * ("length", "characters"; "pwned" needs a breach database and is not checked) and GoTrue's English sentences,
 * which supabase-js puts in AuthWeakPasswordError. The French UI maps the code, not the sentence.
 */
export function passwordWeakness(password: string): { reasons: WeakPasswordReason[]; message: string } | null {
  if (isStrongPassword(password)) return null;
  const reasons: WeakPasswordReason[] = [];
  const messages: string[] = [];
  if (Array.from(password).length < PASSWORD_MIN_LENGTH) {
    reasons.push("length");
    messages.push(`Password should be at least ${PASSWORD_MIN_LENGTH} characters.`);
  } else if (passwordByteLength(password) > PASSWORD_MAX_BYTES) {
    reasons.push("length");
    messages.push(`Password cannot be longer than ${PASSWORD_MAX_BYTES} bytes.`);
  }
  if (!/\p{Lu}/u.test(password) || !/[0-9]/.test(password)) {
    reasons.push("characters");
    messages.push("Password should contain at least one character of each: ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.");
  }
  if (reasons.length === 0) return { reasons: ["characters"], message: "Password does not meet the requirements." };
  return { reasons, message: messages.join(" ") };
}
