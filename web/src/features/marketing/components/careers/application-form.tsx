import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useImperativeHandle, useRef, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { EnquiryForm, PersonFields, sendEnquiry, uploadCv, type UploadedCv, useSendState } from "~/features/enquiries";
import { CvPicker } from "./cv-picker";
import {
  applicationFormSchema,
  CV_ACCEPT,
  emptyApplicationForm,
  type ApplicationFormValues,
} from "./application-form-schema";

const resolver = zodResolver(applicationFormSchema);

/** The job offer an application answers (its page's), as the public reads it. */
export interface AppliedOffer {
  slug: string;
  title: string;
}

export interface ApplicationFormHandle {
  /** Fills the position sought, brings the form into view and puts the focus on its first field. */
  applyFor(position: string): void;
}

/**
 * An application (spec §3): the CV goes to the private 'cv' bucket, then the application is stored as an
 * 'application' enquiry pointing to it; the confirmation (above the form) comes only once both are stored. With an `offer` (the
 * form on an offer's page), the position is prefilled with its title and the enquiry names it (`details.job_offer`,
 * its slug); without, it is a spontaneous application.
 */
export function ApplicationForm({
  ref,
  offer = null,
}: {
  ref?: React.Ref<ApplicationFormHandle>;
  offer?: AppliedOffer | null;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  // A retry after a failed insert reuses the CV already uploaded instead of storing it twice.
  const uploaded = useRef<{ file: File; cv: UploadedCv } | null>(null);
  const send = useSendState();
  // The offer's title is the form's own value from the start when it is known (review 2026-12-06 finding 12).
  const form = useForm<ApplicationFormValues>({
    resolver,
    defaultValues: { ...emptyApplicationForm, position: offer?.title ?? "" },
  });
  /** The confirmation shown after a send, in place of a passing toast (decision 1032). */
  const [sent, setSent] = useState<{ position: string; email: string; cv: string } | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const { register, control, setValue, getValues } = form;
  const { errors } = form.formState;

  // The offer arrives after the form is shown: it fills the position unless the visitor already wrote one.
  useEffect(() => {
    if (offer && !getValues("position")) {
      // Known to the form's state and its validation, not only written in the field.
      setValue("position", offer.title, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
      form.clearErrors("position");
    }
  }, [offer, getValues, setValue, form]);

  useImperativeHandle(ref, () => ({
    applyFor(position) {
      setValue("position", position, { shouldDirty: true, shouldValidate: Boolean(errors.position) });
      const smooth = !window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
      formRef.current?.scrollIntoView({ behavior: smooth ? "smooth" : "auto", block: "start" });
      formRef.current?.querySelector<HTMLInputElement>('input[name="name"]')?.focus({ preventScroll: true });
    },
  }));

  const onSubmit = async (values: ApplicationFormValues) => {
    const stored = await send.run(async (website) => {
      const file = values.cv as File;
      if (uploaded.current?.file !== file) uploaded.current = { file, cv: await uploadCv(file) };
      const { cv } = uploaded.current;
      await sendEnquiry({
        kind: "application",
        full_name: values.name,
        email: values.email,
        phone: values.phone,
        subject: `Candidature : ${values.position}`,
        message: values.message,
        details: {
          position: values.position,
          ...(offer ? { job_offer: offer.slug } : {}),
          cv_path: cv.path,
          cv_name: cv.name,
        },
        website,
      });
    });
    if (!stored) return; // the alert says so; every field and the chosen file are kept
    uploaded.current = null;
    setSent({ position: values.position, email: values.email, cv: (values.cv as File).name });
    requestAnimationFrame(() => {
      sentRef.current?.scrollIntoView({ block: "center" });
      sentRef.current?.focus({ preventScroll: true });
    });
    form.reset({ ...emptyApplicationForm, position: offer?.title ?? "" });
    if (fileRef.current) fileRef.current.value = "";
  };

  return (
    <>
      {sent && (
        <div
          ref={sentRef}
          tabIndex={-1}
          role="status"
          className="grid gap-1 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900 dark:border-green-800 dark:bg-green-950 dark:text-green-100"
          data-testid="application-sent"
        >
          <p className="font-semibold">Candidature envoyée avec succès</p>
          <p className="text-sm">
            Merci ! Nous avons bien reçu votre candidature au poste « {sent.position} » et votre CV ({sent.cv}). Un
            accusé de réception part à {sent.email} ; notre équipe étudiera votre dossier et vous répondra dans les
            meilleurs délais. Le formulaire ci-dessous est prêt pour une autre candidature.
          </p>
        </div>
      )}
      <EnquiryForm
        label={offer ? `Candidature : ${offer.title}` : "Candidature spontanée"}
        form={form}
        onValid={onSubmit}
        ref={formRef}
        className="grid scroll-mt-28 gap-5"
        send={send}
        submitLabel="Envoyer ma candidature"
        consentPurpose="application"
        requiredNote
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <PersonFields register={register} errors={errors} phoneHint="Facultatif" />
          <FormField label="Poste recherché" required error={errors.position?.message}>
            <Input {...register("position")} />
          </FormField>
        </div>
        <FormField label="Message" required error={errors.message?.message}>
          <Textarea rows={5} {...register("message")} />
        </FormField>
        <Controller
          control={control}
          name="cv"
          render={({ field }) => (
            <FormField label="CV (PDF, DOC ou DOCX, 5 Mo maximum)" required error={errors.cv?.message}>
              <CvPicker
                ref={(element) => {
                  fileRef.current = element;
                  field.ref(element);
                }}
                name={field.name}
                accept={CV_ACCEPT}
                file={field.value}
                onBlur={field.onBlur}
                onFileChange={(file) => {
                  field.onChange(file);
                  // The file rules are checked as soon as a file is chosen, not only on submit.
                  if (file) void form.trigger("cv");
                }}
              />
            </FormField>
          )}
        />
      </EnquiryForm>
    </>
  );
}
