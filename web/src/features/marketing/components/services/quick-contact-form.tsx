import { zodResolver } from "@hookform/resolvers/zod";
import { Send } from "lucide-react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { type QuickContactValues, quickContactSchema } from "./contact-schemas";
import { useSimulatedSend } from "./use-simulated-send";

const emptyValues: QuickContactValues = { name: "", email: "", message: "" };

/** Simulated like the contact page: about one second busy, then the same success toast and a reset; nothing is sent. */
export function QuickContactForm() {
  const { sending, send } = useSimulatedSend();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<QuickContactValues>({ resolver: zodResolver(quickContactSchema), defaultValues: emptyValues });

  const onSubmit = () =>
    send(() => {
      toast({ title: "Formulaire envoyé avec succès", description: "Nous vous contacterons dans les plus brefs délais." });
      reset(emptyValues);
    });

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
      <div>
        <Button type="submit" variant="accent" size="lg" disabled={sending}>
          <Send aria-hidden="true" />
          {sending ? "Envoi en cours..." : "Envoyer le message"}
        </Button>
      </div>
    </form>
  );
}
