import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { ConsentNotice, HoneypotField, SendFailureAlert, sendEnquiry, useSendState } from "~/features/enquiries";
import { type QuickContactValues, quickContactSchema } from "./contact-schemas";

const emptyValues: QuickContactValues = { name: "", email: "", message: "" };

/** The /services quick contact: stored as a 'contact' enquiry, the same success toast as the contact page once stored. */
export function QuickContactForm() {
  const { honeypot, failure, run } = useSendState();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting: sending },
  } = useForm<QuickContactValues>({ resolver: zodResolver(quickContactSchema), defaultValues: emptyValues });

  const onSubmit = async (values: QuickContactValues) => {
    const stored = await run((website) =>
      sendEnquiry({
        kind: "contact",
        full_name: values.name,
        email: values.email,
        subject: "Contact rapide (page Services)",
        message: values.message,
        website,
      }),
    );
    if (!stored) return;
    toast({
      title: "Formulaire envoyé avec succès",
      description: "Nous vous contacterons dans les plus brefs délais.",
    });
    reset(emptyValues);
  };

  return (
    <form method="post" onSubmit={handleSubmit(onSubmit)} noValidate aria-label="Contact rapide" className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nom" required error={errors.name?.message} id="quick-contact-name">
          <Input autoComplete="name" {...register("name")} />
        </FormField>
        <FormField label="Adresse e-mail" required error={errors.email?.message} id="quick-contact-email">
          <Input type="email" autoComplete="email" {...register("email")} />
        </FormField>
      </div>
      <FormField label="Message" required error={errors.message?.message} id="quick-contact-message">
        <Textarea rows={5} {...register("message")} />
      </FormField>
      <HoneypotField ref={honeypot} />
      <ConsentNotice />
      <SendFailureAlert message={failure} />
      <div>
        <Button type="submit" variant="accent" size="lg" disabled={sending}>
          <Send aria-hidden="true" />
          {sending ? "Envoi en cours..." : "Envoyer le message"}
        </Button>
      </div>
    </form>
  );
}
