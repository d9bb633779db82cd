import { Controller, useForm, useWatch } from "react-hook-form";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { EnquiryFormFooter, sendEnquiry, useSendState } from "~/features/enquiries";
import { demoFormations } from "~/content/formations";
import { useShownSessions } from "~/lib/formation-sessions";
import { lazyZodResolver } from "~/lib/lazy-zod-resolver";
import { emptyInfoRequest } from "../lib/info-request-defaults";
import type { InfoRequestInput } from "../lib/info-request-schema";

/** The session select's « no date in particular » (Radix Select has no empty value). */
const ANY_SESSION = "aucune";

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
    setValue,
  } = useForm<InfoRequestInput>({ resolver, defaultValues: emptyInfoRequest });
  const { data: allSessions } = useShownSessions();
  const formationId = Number(useWatch({ control, name: "formation" })) || null;
  const formation = demoFormations.find((f) => f.id === formationId);
  const sessions = allSessions.filter((s) => s.formationId === formationId);

  const onSubmit = async (values: InfoRequestInput) => {
    const title = demoFormations.find((f) => String(f.id) === values.formation)?.title ?? values.formation;
    const session = sessions.find((s) => String(s.id) === values.session);
    const stored = await run((website) =>
      sendEnquiry({
        kind: "information",
        full_name: values.name,
        email: values.email,
        subject: `Demande d'information : ${title}`,
        message: values.message,
        details: {
          formation_id: Number(values.formation),
          formation: title,
          ...(formation ? { theme: formation.theme } : {}),
          ...(session ? { session_id: session.id, session: `${session.dates} · ${session.lieu}` } : {}),
        },
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
            <Select
              value={field.value ?? ""}
              onValueChange={(value) => {
                field.onChange(value);
                setValue("session", "");
              }}
              name={field.name}
            >
              <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                <SelectValue placeholder="Choisissez une formation" />
              </SelectTrigger>
              <SelectContent>
                {demoFormations.map((formation) => (
                  <SelectItem key={formation.id} value={String(formation.id)}>
                    {formation.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        />
      </FormField>
      {sessions.length > 0 && (
        <FormField label="Session">
          <Controller
            control={control}
            name="session"
            render={({ field }) => (
              <Select
                value={field.value || ANY_SESSION}
                onValueChange={(value) => setValue("session", value === ANY_SESSION ? "" : value)}
                name={field.name}
              >
                <SelectTrigger onBlur={field.onBlur} ref={field.ref}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={ANY_SESSION}>Pas de date précise</SelectItem>
                  {sessions.map((session) => (
                    <SelectItem key={session.id} value={String(session.id)}>
                      {session.dates} · {session.lieu}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      )}
      <FormField
        label="Message"
        hint="Précisez vos besoins : nombre de participants, dates souhaitées, format…"
        error={errors.message?.message}
      >
        <Textarea rows={5} {...register("message")} />
      </FormField>
      <EnquiryFormFooter
        honeypot={honeypot}
        failure={failure}
        isSubmitting={isSubmitting}
        submitLabel="Envoyer ma demande"
      />
    </form>
  );
}
