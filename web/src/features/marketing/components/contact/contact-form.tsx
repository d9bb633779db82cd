import { SendIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { ConsentNotice, HoneypotField, SendFailureAlert, sendEnquiry, useSendState } from "~/features/enquiries";
import { lazyZodResolver } from "~/lib/lazy-zod-resolver";
import { emptyContactForm } from "./contact-form-defaults";
import type { ContactFormValues } from "./contact-form-schema";

const resolver = lazyZodResolver<ContactFormValues>(() =>
  import("./contact-form-schema").then((module) => module.contactFormSchema),
);

/** The contact message form: validated in the browser, then stored as an enquiry; success is said only once stored. */
export function ContactForm() {
  const { honeypot, failure, run } = useSendState();
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
    toast({ title: "Formulaire envoyé avec succès", description: "Nous vous contacterons dans les plus brefs délais." });
    reset(emptyContactForm);
  };

  return (
    <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Formulaire de contact" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nom complet" required error={errors.name?.message}>
          <Input autoComplete="name" {...register("name")} />
        </FormField>
        <FormField label="Adresse email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register("email")} />
        </FormField>
        <FormField label="Téléphone" error={errors.phone?.message}>
          <Input type="tel" autoComplete="tel" {...register("phone")} />
        </FormField>
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
      <HoneypotField ref={honeypot} />
      <p className="text-sm text-muted-foreground">
        Les champs marqués d'un <span aria-hidden="true" className="text-destructive">*</span>
        <span className="sr-only">astérisque</span> sont obligatoires.
      </p>
      <ConsentNotice />
      <SendFailureAlert message={failure} />
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          <SendIcon aria-hidden="true" />
          {isSubmitting ? "Envoi en cours..." : "Envoyer le message"}
        </Button>
      </div>
    </form>
  );
}
