import { z } from "~/lib/validation/zod-jitless";
import { FIELD_LIMITS, fieldTooLongMessage } from "@common/field-limits";
import { passwordProblem } from "@common/password-rule";

const email = z
  .string()
  .trim()
  .min(1, "L'adresse email est requise")
  .max(FIELD_LIMITS.email, fieldTooLongMessage(FIELD_LIMITS.email))
  .pipe(z.email("Adresse email invalide"));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, "Le mot de passe est requis"),
});

export const signUpSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, "Le nom complet est requis")
    .max(FIELD_LIMITS.fullName, fieldTooLongMessage(FIELD_LIMITS.fullName)),
  email,
  company: z.string().trim().max(FIELD_LIMITS.company, fieldTooLongMessage(FIELD_LIMITS.company)),
  password: z.string().superRefine((password, context) => {
    const problem = passwordProblem(password);
    if (problem) context.addIssue({ code: "custom", message: problem });
  }),
});

export const forgotPasswordSchema = z.object({ email });

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
