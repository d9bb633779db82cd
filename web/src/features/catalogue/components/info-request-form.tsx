import { SendIcon } from "lucide-react";
import { Controller, useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { ConsentNotice, HoneypotField, SendFailureAlert, sendEnquiry, useSendState } from "~/features/enquiries";
import { CATALOGUE_THEME_CARDS } from "../lib/filters";
import { lazyZodResolver } from "~/lib/lazy-zod-resolver";
import { emptyInfoRequest } from "../lib/info-request-defaults";
import type { InfoRequestInput } from "../lib/info-request-schema";

const resolver = lazyZodResolver<InfoRequestInput>(() =>
  import("../lib/info-request-schema").then((module) => module.infoRequestSchema),
);

/** Validated in the browser, stored as an 'information' enquiry; the confirmation toast comes once it is stored. */
export function InfoRequestForm() {
  const { honeypot, failure, run } = useSendState(resolver.warm);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<InfoRequestInput>({ resolver, defaultValues: emptyInfoRequest });

  const onSubmit = async (values: InfoRequestInput) => {
    const stored = await run((website) =>
      sendEnquiry({
        kind: "information",
        full_name: values.name,
        email: values.email,
        subject: `Demande d'information : ${values.formation}`,
        message: values.message,
        details: { theme: values.formation },
        website,
      }),
    );
    if (!stored) return; // the alert says so; the form keeps what was typed
    toast({
      title: "Demande envoyée",
      description: "Merci pour votre intérêt. Un conseiller formation vous répondra dans les plus brefs délais.",
    });
    reset(emptyInfoRequest);
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      aria-label="Demande d'information"
      className="grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Nom complet" required error={errors.name?.message}>
          <Input autoComplete="name" {...register("name")} />
        </FormField>
        <FormField label="Adresse email" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" {...register("email")} />
        </FormField>
      </div>
      <FormField label="Formation qui vous intéresse" required error={errors.formation?.message}>
        <Controller
          control={control}
          name="formation"
          render={({ field }) => (
            <Select value={field.value ?? ""} onValueChange={field.onChange} name={field.name}>
              <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder="Choisissez un thème" />
              </SelectTrigger>
              <SelectContent>
                {CATALOGUE_THEME_CARDS.map((theme) => (
                  <SelectItem key={theme} value={theme}>
                    {theme}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      <FormField
        label="Message"
        hint="Précisez vos besoins : nombre de participants, dates souhaitées, format…"
        error={errors.message?.message}
      >
        <Textarea rows={5} {...register("message")} />
      </FormField>
      <HoneypotField ref={honeypot} />
      <ConsentNotice />
      <SendFailureAlert message={failure} />
      <div>
        <Button type="submit" size="lg" disabled={isSubmitting}>
          <SendIcon aria-hidden="true" />
          {isSubmitting ? "Envoi en cours..." : "Envoyer ma demande"}
        </Button>
      </div>
    </form>
  );
}
