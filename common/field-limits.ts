/** Length limits of the account fields, shared by the forms and the auth server. */
export const FIELD_LIMITS = {
  email: 254,
  fullName: 120,
  company: 120,
  position: 120,
  country: 80,
} as const;

/** The forms' French message for a field over its limit. */
export const fieldTooLongMessage = (max: number) => `${max} caractères au maximum.`;
