import type { UseFormRegisterReturn } from "react-hook-form";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";

type PersonField = "name" | "email" | "phone";

interface NameAndEmailFieldsProps {
  /** The form's `register`, for a form whose values include name and email. */
  register: (field: "name" | "email") => UseFormRegisterReturn;
  errors: Partial<Record<"name" | "email", { message?: string }>>;
}

/**
 * Who is writing, the two fields every enquiry form requires: name and email. They carry `required` (and the e-mail
 * its type), so that before the island is hydrated the browser itself says what is missing (the forms are
 * `noValidate`: once hydrated, the island's own messages speak; decision 1052).
 */
export function NameAndEmailFields({ register, errors }: NameAndEmailFieldsProps) {
  return (
    <>
      <FormField label="Nom complet" required error={errors.name?.message}>
        <Input autoComplete="name" required {...register("name")} />
      </FormField>
      <FormField label="Adresse email" required error={errors.email?.message}>
        <Input type="email" autoComplete="email" required {...register("email")} />
      </FormField>
    </>
  );
}

interface PersonFieldsProps {
  /** The form's `register`, for a form whose values include name, email and phone. */
  register: (field: PersonField) => UseFormRegisterReturn;
  errors: Partial<Record<PersonField, { message?: string }>>;
  phoneHint?: string;
}

/** Who is writing: name and email (required) and phone, the first fields of most enquiry forms. */
export function PersonFields({ register, errors, phoneHint }: PersonFieldsProps) {
  return (
    <>
      <NameAndEmailFields register={register} errors={errors} />
      <FormField label="Téléphone" hint={phoneHint} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...register("phone")} />
      </FormField>
    </>
  );
}
