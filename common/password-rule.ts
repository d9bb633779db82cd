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

/** One set of characters a password must draw at least one character from (GoTrue's required characters). */
export interface CharacterSet {
  /** The set as GoTrue writes it in its message, e.g. "0123456789". */
  label: string;
  matches: (password: string) => boolean;
}

/**
 * A password rule as GoTrue configures it (GOTRUE_PASSWORD_MIN_LENGTH, GOTRUE_PASSWORD_REQUIRED_CHARACTERS). The
 * site's rule is the default of the auth server and the one the forms check; a project may set GoTrue's instead.
 */
export interface PasswordRule {
  minLength: number;
  requiredCharacters: CharacterSet[];
}

/** The site's rule: 8 characters, an uppercase letter (any alphabet) and a digit. */
export const SITE_PASSWORD_RULE: PasswordRule = {
  minLength: PASSWORD_MIN_LENGTH,
  requiredCharacters: [
    { label: "ABCDEFGHIJKLMNOPQRSTUVWXYZ", matches: (password) => UPPERCASE.test(password) },
    { label: "0123456789", matches: (password) => DIGIT.test(password) },
  ],
};

/**
 * GoTrue's format of required characters: sets separated by ":" (a literal colon written "\\:"), e.g.
 * "abcdefghijklmnopqrstuvwxyz:ABCDEFGHIJKLMNOPQRSTUVWXYZ:0123456789".
 */
export function characterSets(spec: string): CharacterSet[] {
  const sets = spec.split(/(?<!\\):/).map((set) => set.replaceAll("\\:", ":"));
  if (sets.some((set) => set.length === 0)) throw new Error("a set of required characters is empty");
  return sets.map((set) => {
    const characters = new Set(Array.from(set));
    return { label: set, matches: (password) => Array.from(password).some((char) => characters.has(char)) };
  });
}

export function passwordByteLength(password: string): number {
  return new TextEncoder().encode(password).length;
}

const tooShort = (password: string, rule: PasswordRule) => Array.from(password).length < rule.minLength;
const lacksCharacters = (password: string, rule: PasswordRule) =>
  rule.requiredCharacters.some((set) => !set.matches(password));

/** The French reason a password is refused (for the forms), or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (passwordByteLength(password) > PASSWORD_MAX_BYTES) return PASSWORD_TOO_LONG_MESSAGE;
  if (tooShort(password, SITE_PASSWORD_RULE) || lacksCharacters(password, SITE_PASSWORD_RULE))
    return PASSWORD_RULE_MESSAGE;
  return null;
}

export function isStrongPassword(password: string): boolean {
  return passwordProblem(password) === null;
}

export type WeakPasswordReason = "length" | "characters" | "pwned";

/**
 * Why a password breaks a rule (the site's unless the server is configured otherwise), in GoTrue's terms (for the
 * auth server's 422 weak_password): the reasons ("length", "characters"; "pwned" needs a breach database and is not
 * checked) and GoTrue's English sentences, which supabase-js puts in AuthWeakPasswordError. The French UI maps the
 * code, not the sentence.
 */
export function passwordWeakness(
  password: string,
  rule: PasswordRule = SITE_PASSWORD_RULE,
): { reasons: WeakPasswordReason[]; message: string } | null {
  const reasons: WeakPasswordReason[] = [];
  const messages: string[] = [];
  if (tooShort(password, rule)) {
    reasons.push("length");
    messages.push(`Password should be at least ${rule.minLength} characters.`);
  } else if (passwordByteLength(password) > PASSWORD_MAX_BYTES) {
    reasons.push("length");
    messages.push(`Password cannot be longer than ${PASSWORD_MAX_BYTES} bytes.`);
  }
  if (lacksCharacters(password, rule)) {
    reasons.push("characters");
    messages.push(
      `Password should contain at least one character of each: ${rule.requiredCharacters.map((set) => set.label).join(", ")}.`,
    );
  }
  return reasons.length === 0 ? null : { reasons, message: messages.join(" ") };
}
