/** Length limits of the enquiry fields: the same numbers as the database's CHECK constraints (contract). */
export const ENQUIRY_LIMITS = {
  fullName: 120,
  email: 254,
  phone: 40,
  organisation: 160,
  subject: 200,
  message: 5000,
  /** Short free-text fields kept in `details` (city, preferred dates, budget, position). */
  detail: 200,
} as const;
