import { z } from "~/lib/validation/zod-jitless";
/** The information-request form: name, email, the formation (and, where it has some, the session) asked about, message. */
export const infoRequestSchema = z.object({
  name: z.string().trim().min(1, "Veuillez indiquer votre nom").max(120, "Le nom ne doit pas dépasser 120 caractères"),
  email: z
    .string()
    .trim()
    .min(1, "Veuillez indiquer votre adresse email")
    .max(254, "L'adresse email ne doit pas dépasser 254 caractères")
    .pipe(z.email("Veuillez saisir une adresse email valide")),
  formation: z.string({ error: "Veuillez choisir une formation" }).min(1, "Veuillez choisir une formation"),
  /** A session id, or "" for no date in particular. */
  session: z.string().optional(),
  message: z.string().trim().max(2000, "Le message ne doit pas dépasser 2000 caractères"),
});

export type InfoRequestInput = z.input<typeof infoRequestSchema>;
