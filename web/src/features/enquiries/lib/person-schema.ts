import { z } from "~/lib/validation/zod-jitless";
import { fieldTooLongMessage } from "@common/field-limits";
import { ENQUIRY_LIMITS } from "./limits";

/** A trimmed text that must be filled, at most `max` characters. */
export const requiredText = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, fieldTooLongMessage(max));

/** A trimmed text that may stay empty, at most `max` characters. */
export const optionalText = (max: number) => z.string().trim().max(max, fieldTooLongMessage(max));

/** The name, email and phone rules every enquiry form shares (the phone's length differs from form to form). */
export const personSchema = (phoneMax: number) => ({
  name: requiredText("Veuillez indiquer votre nom.", ENQUIRY_LIMITS.fullName),
  email: requiredText("Veuillez indiquer votre adresse email.", ENQUIRY_LIMITS.email).pipe(
    z.email("Veuillez saisir une adresse email valide."),
  ),
  phone: optionalText(phoneMax).refine(
    (value) => value === "" || /^[+()\d\s.-]{6,}$/.test(value),
    "Veuillez saisir un numéro de téléphone valide.",
  ),
});
