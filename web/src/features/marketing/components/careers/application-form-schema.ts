import { z } from "~/lib/validation/zod-jitless";
import { cvMaxBytes } from "~/content/careers";
import { personSchema, requiredText as required } from "~/features/enquiries/schema";
import { FIELD_LIMITS } from "@common/field-limits";

/** The CV formats the storage bucket accepts (it checks the file's first bytes; this only spares a useless upload). */
const CV_TYPES = {
  pdf: "application/pdf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
} as const;

export const CV_ACCEPT = [
  ...Object.keys(CV_TYPES).map((extension) => `.${extension}`),
  ...Object.values(CV_TYPES),
].join(",");

export const cvMessages = {
  missing: "Veuillez joindre votre CV (PDF, DOC ou DOCX).",
  wrongType: "Le CV doit être un fichier PDF, DOC ou DOCX.",
  tooLarge: "Le fichier dépasse la taille maximale de 5 Mo.",
} as const;

/** Some systems give such files no MIME type; the extension then decides, never a contradicting type. */
export function isAcceptedCv(file: Pick<File, "name" | "type">): boolean {
  const extension = file.name.toLowerCase().split(".").pop() ?? "";
  if (!(extension in CV_TYPES) || !file.name.includes(".")) return false;
  return file.type === "" || file.type === CV_TYPES[extension as keyof typeof CV_TYPES];
}

export const applicationFormSchema = z.object({
  ...personSchema(30),
  position: required("Veuillez indiquer le poste recherché.", FIELD_LIMITS.position),
  message: required("Veuillez présenter votre candidature en quelques lignes.", 5000),
  cv: z.custom<File | null>().superRefine((file, ctx) => {
    if (!file) ctx.addIssue({ code: "custom", message: cvMessages.missing });
    else if (!isAcceptedCv(file)) ctx.addIssue({ code: "custom", message: cvMessages.wrongType });
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
