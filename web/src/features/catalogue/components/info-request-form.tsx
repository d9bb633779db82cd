import { Controller, useForm, useWatch } from "react-hook-form";
import { FormField } from "~/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
import { Textarea } from "~/components/ui/textarea";
import { EnquiryForm, NameAndEmailFields, sendEnquiry, useSendState } from "~/features/enquiries";
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
  const send = useSendState(resolver.warm);
  const form = useForm<InfoRequestInput>({ resolver, defaultValues: emptyInfoRequest });
  const { register, control, setValue } = form;
  const { errors } = form.formState;
  const { data: allSessions } = useShownSessions();
  const formationId = Number(useWatch({ control, name: "formation" })) || null;
  const formation = demoFormations.find((f) => f.id === formationId);
  const sessions = allSessions.filter((s) => s.formationId === formationId);

  const onSubmit = async (values: InfoRequestInput) => {
    const title = demoFormations.find((f) => String(f.id) === values.formation)?.title ?? values.formation;
    const session = sessions.find((s) => String(s.id) === values.session);
    const stored = await send.run(
      (website) =>
        sendEnquiry({
          kind: "information",
          full_name: values.name,
          email: values.email,
          subject: `Demande d'information : ${title}`,
          message: values.message,
          details: {
            formation_id: Number(values.formation),
            formation: title,
            ...(formation ? { theme: formation.theme } : {}),
            ...(session ? { session_id: session.id, session: `${session.dates} · ${session.place}` } : {}),
          },
          website,
        }),
      {
        title: "Demande envoyée",
        description: "Merci pour votre intérêt. Un conseiller formation vous répondra dans les plus brefs délais.",
      },
    );
    // When it failed, the alert says so and the form keeps what was typed.
    if (stored) form.reset(emptyInfoRequest);
  };

  return (
    <EnquiryForm
      label="Demande d'information"
      form={form}
      onValid={onSubmit}
      send={send}
      submitLabel="Envoyer ma demande"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <NameAndEmailFields register={register} errors={errors} />
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
                      {session.dates} · {session.place}
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
    </EnquiryForm>
  );
}
