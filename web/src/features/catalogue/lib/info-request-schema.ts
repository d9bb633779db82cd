import { z } from "~/lib/validation/zod-jitless";
import { CATALOGUE_THEME_CARDS } from "./filters";

/** The information-request form (spec §3): name, email, one of the five themes, message. */
export const infoRequestSchema = z.object({
  name: z.string().trim().min(1, "Veuillez indiquer votre nom").max(120, "Le nom ne doit pas dépasser 120 caractères"),
  email: z
    .string()
    .trim()
    .min(1, "Veuillez indiquer votre adresse email")
    .max(254, "L'adresse email ne doit pas dépasser 254 caractères")
    .pipe(z.email("Veuillez saisir une adresse email valide")),
  formation: z.enum(CATALOGUE_THEME_CARDS, { error: "Veuillez choisir une formation" }),
  message: z.string().trim().max(2000, "Le message ne doit pas dépasser 2000 caractères"),
});

export type InfoRequestInput = z.input<typeof infoRequestSchema>;

// Kept apart so the form can import its defaults without zod (the schema is loaded on first validation).
export { emptyInfoRequest } from "./info-request-defaults";
