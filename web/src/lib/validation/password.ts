/**
 * The password rule, shared by the sign-up form and the local auth server (plain TypeScript, no browser APIs).
 * bcrypt reads only the first 72 bytes of a password, so longer ones are refused rather than silently truncated.
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

/** The French reason a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (passwordByteLength(password) > PASSWORD_MAX_BYTES) return PASSWORD_TOO_LONG_MESSAGE;
  const long = Array.from(password).length >= PASSWORD_MIN_LENGTH;
  if (!long || !UPPERCASE.test(password) || !DIGIT.test(password)) return PASSWORD_RULE_MESSAGE;
  return null;
}

export function isStrongPassword(password: string): boolean {
  return passwordProblem(password) === null;
}
