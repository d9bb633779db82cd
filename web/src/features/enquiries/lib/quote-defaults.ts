import type { QuoteValues } from "./quote-schema";

/** Kept apart so the form can import its defaults without zod (the schema is loaded on first validation). */
export function emptyQuote(formationIds: string[] = []): QuoteValues {
  return {
    name: "",
    email: "",
    phone: "",
    organisation: "",
    participants: "",
    formationIds,
    preferredDates: "",
    city: "",
    budget: "",
    message: "",
  };
}
