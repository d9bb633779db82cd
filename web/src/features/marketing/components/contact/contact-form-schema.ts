import { z } from "~/lib/validation/zod-jitless";
import { optionalText, personSchema, requiredText as required } from "~/features/enquiries/schema";
import { FIELD_LIMITS } from "@common/field-limits";

export const contactFormSchema = z.object({
  ...personSchema(30),
  company: optionalText(FIELD_LIMITS.company),
  subject: required("Veuillez indiquer le sujet de votre message.", 150),
  message: required("Veuillez écrire votre message.", 5000),
});

export type ContactFormValues = z.infer<typeof contactFormSchema>;
