import { SendIcon } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { lazyZodResolver } from "~/lib/lazy-zod-resolver";
import { CONTACT_SEND_DELAY_MS, emptyContactForm } from "./contact-form-defaults";
import type { ContactFormValues } from "./contact-form-schema";

const resolver = lazyZodResolver<ContactFormValues>(() =>
  import("./contact-form-schema").then((module) => module.contactFormSchema),
);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The contact message form: validated in the browser, then a simulated send (spec §4: nothing is transmitted). */
export function ContactForm() {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormValues>({ resolver, defaultValues: emptyContactForm });

  const onSubmit = async () => {
    await wait(CONTACT_SEND_DELAY_MS);
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
      <p className="text-sm text-muted-foreground">
        Les champs marqués d'un <span aria-hidden="true" className="text-destructive">*</span>
        <span className="sr-only">astérisque</span> sont obligatoires.
      </p>
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          <SendIcon aria-hidden="true" />
          {isSubmitting ? "Envoi en cours..." : "Envoyer le message"}
        </Button>
      </div>
    </form>
  );
}
