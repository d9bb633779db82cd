import { z } from "~/lib/validation/zod-jitless";
import { cvMaxBytes } from "~/content/careers";
import { FIELD_LIMITS, fieldTooLongMessage } from "~/lib/validation";

export const CV_ACCEPT = ".pdf,application/pdf";

export const cvMessages = {
  missing: "Veuillez joindre votre CV au format PDF.",
  notPdf: "Le CV doit être un fichier PDF (.pdf).",
  tooLarge: "Le fichier dépasse la taille maximale de 5 Mo.",
} as const;

/** Some systems give PDF files no MIME type; the extension then decides, never a contradicting type. */
export function isPdf(file: Pick<File, "name" | "type">): boolean {
  const pdfName = file.name.toLowerCase().endsWith(".pdf");
  return pdfName && (file.type === "" || file.type === "application/pdf");
}

const required = (message: string, max: number) =>
  z.string().trim().min(1, message).max(max, fieldTooLongMessage(max));

export const applicationFormSchema = z.object({
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
  position: required("Veuillez indiquer le poste recherché.", FIELD_LIMITS.position),
  message: required("Veuillez présenter votre candidature en quelques lignes.", 5000),
  cv: z.custom<File | null>().superRefine((file, ctx) => {
    if (!file) ctx.addIssue({ code: "custom", message: cvMessages.missing });
    else if (!isPdf(file)) ctx.addIssue({ code: "custom", message: cvMessages.notPdf });
    else if (file.size > cvMaxBytes) ctx.addIssue({ code: "custom", message: cvMessages.tooLarge });
  }),
});

export type ApplicationFormValues = z.infer<typeof applicationFormSchema>;

export const emptyApplicationForm: ApplicationFormValues = {
  name: "",
  email: "",
  phone: "",
  position: "",
  message: "",
  cv: null,
};

/** Simulated sending time, as on the contact page: nothing leaves the browser. */
export const APPLICATION_SEND_DELAY_MS = 1000;
