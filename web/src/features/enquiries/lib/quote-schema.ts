import { z } from "~/lib/validation/zod-jitless";
import { ENQUIRY_LIMITS } from "./limits";
import { optionalText as text, personSchema, requiredText as required } from "./person-schema";

export const MAX_PARTICIPANTS = 1000;
export const MAX_QUOTE_FORMATIONS = 10;

/** The 'Demander un devis' form (in-company training): organisation, headcount, formation(s), dates, city, budget. */
export const quoteSchema = z.object({
  ...personSchema(ENQUIRY_LIMITS.phone),
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
    .max(MAX_QUOTE_FORMATIONS, `${MAX_QUOTE_FORMATIONS} formations au maximum par demande.`),
  preferredDates: required("Veuillez indiquer les dates ou la période souhaitées.", ENQUIRY_LIMITS.detail),
  city: required("Veuillez indiquer la ville de la formation.", ENQUIRY_LIMITS.detail),
  budget: text(ENQUIRY_LIMITS.detail),
  message: text(ENQUIRY_LIMITS.message),
});

export type QuoteValues = z.infer<typeof quoteSchema>;
