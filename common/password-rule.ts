/**
 * The site's password rule, one module for the sign-up and reset forms and the local auth server (plain TypeScript,
 * no browser or Node APIs). bcrypt reads only the first 72 bytes of a password, so longer ones are refused rather
 * than silently truncated.
 */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_BYTES = 72;

/** Shown under the field before typing. */
export const PASSWORD_RULE_HINT = "Minimum 8 caractères, dont une majuscule et un chiffre.";

/** Shown when the rule is not met (form error and backend `weak_password`). */
export const PASSWORD_RULE_MESSAGE =
  "Le mot de passe doit contenir au minimum 8 caractères, dont une majuscule et un chiffre.";

export const PASSWORD_TOO_LONG_MESSAGE = "Le mot de passe est trop long (72 octets au maximum).";

const UPPERCASE = /\p{Lu}/u;
const DIGIT = /[0-9]/;

export function passwordByteLength(password: string): number {
  return new TextEncoder().encode(password).length;
}

const tooShort = (password: string) => Array.from(password).length < PASSWORD_MIN_LENGTH;
const lacksCharacters = (password: string) => !UPPERCASE.test(password) || !DIGIT.test(password);

/** The French reason a password is refused (for the forms), or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (passwordByteLength(password) > PASSWORD_MAX_BYTES) return PASSWORD_TOO_LONG_MESSAGE;
  if (tooShort(password) || lacksCharacters(password)) return PASSWORD_RULE_MESSAGE;
  return null;
}

export function isStrongPassword(password: string): boolean {
  return passwordProblem(password) === null;
}

export type WeakPasswordReason = "length" | "characters" | "pwned";

/**
 * Why a password breaks the same rule, in GoTrue's terms (for the auth server's 422 weak_password): the reasons
 * ("length", "characters"; "pwned" needs a breach database and is not checked) and GoTrue's English sentences,
 * which supabase-js puts in AuthWeakPasswordError. The French UI maps the code, not the sentence.
 */
export function passwordWeakness(password: string): { reasons: WeakPasswordReason[]; message: string } | null {
  if (isStrongPassword(password)) return null;
  const reasons: WeakPasswordReason[] = [];
  const messages: string[] = [];
  if (tooShort(password)) {
    reasons.push("length");
    messages.push(`Password should be at least ${PASSWORD_MIN_LENGTH} characters.`);
  } else if (passwordByteLength(password) > PASSWORD_MAX_BYTES) {
    reasons.push("length");
    messages.push(`Password cannot be longer than ${PASSWORD_MAX_BYTES} bytes.`);
  }
  if (lacksCharacters(password)) {
    reasons.push("characters");
    messages.push("Password should contain at least one character of each: ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.");
  }
  return { reasons, message: messages.join(" ") };
}
