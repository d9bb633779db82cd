import { z } from "~/lib/validation/zod-jitless";
import { FIELD_LIMITS, fieldTooLongMessage } from "@common/field-limits";

const required = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, fieldTooLongMessage(max));

export const contactFormSchema = z.object({
  name: required("Veuillez indiquer votre nom.", FIELD_LIMITS.fullName),
  email: z
    .string()
    .trim()
    .min(1, "Veuillez indiquer votre adresse email.")
    .max(FIELD_LIMITS.email, fieldTooLongMessage(FIELD_LIMITS.email))
    .pipe(z.email("Veuillez saisir une adresse email valide.")),
  phone: z
    .string()
    .trim()
    .max(30, fieldTooLongMessage(30))
    .refine((value) => value === "" || /^[+()\d\s.-]{6,}$/.test(value), "Veuillez saisir un numéro de téléphone valide."),
  company: z.string().trim().max(FIELD_LIMITS.company, fieldTooLongMessage(FIELD_LIMITS.company)),
  subject: required("Veuillez indiquer le sujet de votre message.", 150),
  message: required("Veuillez écrire votre message.", 5000),
});

export type ContactFormValues = z.infer<typeof contactFormSchema>;

// Kept apart so the form can import its defaults without zod (the schema is loaded on first validation).
export { emptyContactForm } from "./contact-form-defaults";
