import { useForm } from "react-hook-form";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { EnquiryFormFooter, PersonFields, sendEnquiry, useSendState } from "~/features/enquiries";
import { lazyZodResolver } from "~/lib/lazy-zod-resolver";
import { emptyContactForm } from "./contact-form-defaults";
import type { ContactFormValues } from "./contact-form-schema";

const resolver = lazyZodResolver<ContactFormValues>(() =>
  import("./contact-form-schema").then((module) => module.contactFormSchema),
);

/** The contact message form: validated in the browser, then stored as an enquiry; success is said only once stored. */
export function ContactForm() {
  const { honeypot, failure, run } = useSendState(resolver.warm);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({ resolver, defaultValues: emptyContactForm });

  const onSubmit = async (values: ContactFormValues) => {
    const stored = await run((website) =>
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
    );
    if (!stored) return; // the alert says so; every field keeps what was typed
    toast({
      title: "Formulaire envoyé avec succès",
      description: "Nous vous contacterons dans les plus brefs délais.",
    });
    reset(emptyContactForm);
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Formulaire de contact"
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields register={register} errors={errors} />
        <FormField label="Entreprise" error={errors.company?.message}>
          <Input autoComplete="organization" {...register("company")} />
        </FormField>
      </div>
      <FormField label="Sujet" required error={errors.subject?.message}>
        <Input {...register("subject")} />
      </FormField>
      <FormField label="Message" required error={errors.message?.message}>
        <Textarea rows={6} {...register("message")} />
      </FormField>
      <EnquiryFormFooter
        honeypot={honeypot}
        failure={failure}
        isSubmitting={isSubmitting}
        submitLabel="Envoyer le message"
        requiredNote
      />
    </form>
  );
}
