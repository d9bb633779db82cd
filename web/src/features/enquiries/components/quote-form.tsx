import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { FORMATION_THEMES, demoFormations } from "~/content/formations";
import { lazyZodResolver } from "~/lib/lazy-zod-resolver";
import { sendEnquiry } from "../api/send-enquiry";
import { emptyQuote } from "../lib/quote-defaults";
import type { QuoteValues } from "../lib/quote-schema";
import { EnquiryForm } from "./enquiry-form";
import { PersonFields } from "./person-fields";
import { useSendState } from "./use-send-state";

const resolver = lazyZodResolver<QuoteValues>(() => import("../lib/quote-schema").then((module) => module.quoteSchema));

const formationsByTheme = FORMATION_THEMES.map((theme) => ({
  theme,
  formations: demoFormations.filter((formation) => formation.theme === theme),
})).filter((group) => group.formations.length > 0);

const titleOf = (id: string) =>
  demoFormations.find((formation) => String(formation.id) === id)?.title ?? `Formation ${id}`;

/** In-company training quote: stored as a 'quote' enquiry; the formation chosen on a formation page comes checked. */
export function QuoteForm({ initialFormationIds = [] }: { initialFormationIds?: string[] }) {
  const send = useSendState(resolver.warm);
  const form = useForm<QuoteValues>({ resolver, defaultValues: emptyQuote(initialFormationIds) });
  const { register, getValues, setValue } = form;
  const { errors } = form.formState;

  // A formation link followed while the page is open (?formation= changes) adds that formation to the choice.
  const prefill = initialFormationIds.join(",");
  useEffect(() => {
    if (!prefill) return;
    const chosen = getValues("formationIds");
    const missing = prefill.split(",").filter((id) => !chosen.includes(id));
    if (missing.length > 0) setValue("formationIds", [...chosen, ...missing]);
  }, [prefill, getValues, setValue]);

  const onSubmit = async (values: QuoteValues) => {
    const titles = values.formationIds.map(titleOf);
    const stored = await send.run(
      (website) =>
        sendEnquiry({
          kind: "quote",
          full_name: values.name,
          email: values.email,
          phone: values.phone,
          organisation: values.organisation,
          subject: `Demande de devis : ${titles.join(", ")}`.slice(0, 200),
          message: values.message,
          details: {
            participants: Number(values.participants),
            formation_ids: values.formationIds.map(Number),
            preferred_dates: values.preferredDates,
            city: values.city,
            budget: values.budget || null,
          },
          website,
        }),
      {
        title: "Demande de devis envoyée",
        description: "Merci ! Un conseiller formation vous adressera une proposition dans les plus brefs délais.",
      },
    );
    // When it failed, the alert says so and the form keeps what was typed.
    if (stored) form.reset(emptyQuote());
  };

  return (
    <EnquiryForm label="Demande de devis" form={form} onValid={onSubmit} send={send} submitLabel="Demander un devis">
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields register={register} errors={errors} />
        <FormField label="Organisation" required error={errors.organisation?.message}>
          <Input autoComplete="organization" {...register("organisation")} />
        </FormField>
        <FormField label="Nombre de participants" required error={errors.participants?.message}>
          <Input type="number" inputMode="numeric" min={1} max={1000} {...register("participants")} />
        </FormField>
        <FormField label="Ville de la formation" required error={errors.city?.message}>
          <Input autoComplete="address-level2" {...register("city")} />
        </FormField>
        <FormField
          label="Dates ou période souhaitées"
          hint="Par exemple : mars 2027, deux jours consécutifs"
          required
          error={errors.preferredDates?.message}
        >
          <Input {...register("preferredDates")} />
        </FormField>
        <FormField label="Budget indicatif" hint="Facultatif" error={errors.budget?.message}>
          <Input {...register("budget")} />
        </FormField>
      </div>
      <fieldset className="grid gap-3" aria-describedby={errors.formationIds ? "quote-formations-error" : undefined}>
        <legend className="mb-2 text-sm font-medium">
          Formation(s) souhaitée(s){" "}
          <span aria-hidden="true" className="text-destructive">
            *
          </span>
        </legend>
        <div className="grid max-h-72 gap-4 overflow-y-auto rounded-md border p-3">
          {formationsByTheme.map((group) => (
            <div key={group.theme} role="group" aria-label={group.theme} className="grid gap-1.5">
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{group.theme}</p>
              {group.formations.map((formation) => (
                <label key={formation.id} className="flex items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    value={String(formation.id)}
                    className="mt-0.5 size-4 accent-primary"
                    {...register("formationIds")}
                  />
                  {formation.title}
                </label>
              ))}
            </div>
          ))}
        </div>
        {errors.formationIds && (
          <p id="quote-formations-error" className="text-sm text-destructive">
            {errors.formationIds.message}
          </p>
        )}
      </fieldset>
      <FormField
        label="Précisions"
        hint="Objectifs, niveau des participants, format souhaité…"
        error={errors.message?.message}
      >
        <Textarea rows={5} {...register("message")} />
      </FormField>
    </EnquiryForm>
  );
}
