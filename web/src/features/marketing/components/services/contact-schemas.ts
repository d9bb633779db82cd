import { z } from "~/lib/validation/zod-jitless";

const name = z.string().trim().min(1, "Veuillez indiquer votre nom.").max(120, "120 caractères au maximum.");

const email = z
  .string()
  .trim()
  .min(1, "Veuillez indiquer votre adresse e-mail.")
  .max(254, "254 caractères au maximum.")
  .pipe(z.email("Veuillez saisir une adresse e-mail valide (par exemple nom@entreprise.com)."));

const message = z
  .string()
  .trim()
  .min(10, "Votre message doit contenir au moins 10 caractères.")
  .max(2000, "2000 caractères au maximum.");

/** The quick contact form of /services: name, e-mail, message. */
export const quickContactSchema = z.object({ name, email, message });
export type QuickContactValues = z.infer<typeof quickContactSchema>;

/** The service request dialog: the service is shown read-only, the rest is typed by the visitor. */
export const serviceRequestSchema = z.object({
  service: z.string().min(1),
  name,
  email,
  company: z.string().trim().max(120, "120 caractères au maximum."),
  message,
});
export type ServiceRequestValues = z.infer<typeof serviceRequestSchema>;
