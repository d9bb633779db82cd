import { z } from "~/lib/validation/zod-jitless";
import { ENQUIRY_LIMITS } from "./limits";

const tooLong = (max: number) => `${max} caractères au maximum.`;
const text = (max: number) => z.string().trim().max(max, tooLong(max));
const required = (message: string, max: number) => z.string().trim().min(1, message).max(max, tooLong(max));

export const MAX_PARTICIPANTS = 1000;
export const MAX_QUOTE_COURSES = 10;

/** The 'Demander un devis' form (in-company training): organisation, headcount, course(s), dates, city, budget. */
export const quoteSchema = z.object({
  name: required("Veuillez indiquer votre nom.", ENQUIRY_LIMITS.fullName),
  email: required("Veuillez indiquer votre adresse email.", ENQUIRY_LIMITS.email).pipe(
    z.email("Veuillez saisir une adresse email valide."),
  ),
  phone: text(ENQUIRY_LIMITS.phone).refine(
    (value) => value === "" || /^[+()\d\s.-]{6,}$/.test(value),
    "Veuillez saisir un numéro de téléphone valide.",
  ),
  organisation: required("Veuillez indiquer votre organisation.", ENQUIRY_LIMITS.organisation),
  participants: z
    .string()
    .trim()
    .min(1, "Veuillez indiquer le nombre de participants.")
    .refine((value) => /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_PARTICIPANTS, {
      message: `Indiquez un nombre entre 1 et ${MAX_PARTICIPANTS}.`,
    }),
  formationIds: z
    .array(z.string())
    .min(1, "Choisissez au moins une formation.")
    .max(MAX_QUOTE_COURSES, `${MAX_QUOTE_COURSES} formations au maximum par demande.`),
  preferredDates: required("Veuillez indiquer les dates ou la période souhaitées.", ENQUIRY_LIMITS.detail),
  city: required("Veuillez indiquer la ville de la formation.", ENQUIRY_LIMITS.detail),
  budget: text(ENQUIRY_LIMITS.detail),
  message: text(ENQUIRY_LIMITS.message),
});

export type QuoteValues = z.infer<typeof quoteSchema>;

export { emptyQuote } from "./quote-defaults";
