import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { useForm } from "react-hook-form";
import { EnquiryForm, PersonFields, sendEnquiry, useSendState } from "~/features/enquiries";
import { lazyZodResolver } from "~/lib/lazy-zod-resolver";
import { emptyContactForm } from "./contact-form-defaults";
import type { ContactFormValues } from "./contact-form-schema";

const resolver = lazyZodResolver<ContactFormValues>(() =>
  import("./contact-form-schema").then((module) => module.contactFormSchema),
);

/** The contact message form: validated in the browser, then stored as an enquiry; success is said only once stored. */
export function ContactForm() {
  const send = useSendState(resolver.warm);
  const form = useForm<ContactFormValues>({ resolver, defaultValues: emptyContactForm });
  const { register } = form;
  const { errors } = form.formState;

  const onSubmit = async (values: ContactFormValues) => {
    const stored = await send.run(
      (website) =>
        sendEnquiry({
          kind: "contact",
          full_name: values.name,
          email: values.email,
          phone: values.phone,
          organisation: values.company,
          subject: values.subject,
          message: values.message,
          website,
        }),
      { title: "Formulaire envoyé avec succès", description: "Nous vous contacterons dans les plus brefs délais." },
    );
    // When it failed, the alert says so and every field keeps what was typed.
    if (stored) form.reset(emptyContactForm);
  };

  return (
    <EnquiryForm
      label="Formulaire de contact"
      form={form}
      onValid={onSubmit}
      send={send}
      submitLabel="Envoyer le message"
      requiredNote
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields register={register} errors={errors} />
        <FormField label="Entreprise" error={errors.company?.message}>
          <Input autoComplete="organization" {...register("company")} />
        </FormField>
      </div>
      <FormField label="Sujet" required error={errors.subject?.message}>
        <Input required {...register("subject")} />
      </FormField>
      <FormField label="Message" required error={errors.message?.message}>
        <Textarea rows={6} required {...register("message")} />
      </FormField>
    </EnquiryForm>
  );
}
