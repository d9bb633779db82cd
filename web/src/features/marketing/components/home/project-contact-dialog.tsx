import { zodResolver } from "@hookform/resolvers/zod";
import { XIcon } from "lucide-react";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { z } from "~/lib/validation/zod-jitless";
import { Button } from "~/components/ui/button";
import { FormField } from "~/components/ui/field";
import { Input, inputClasses } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { contactSubjects } from "~/content/home";
import {
  ConsentNotice,
  ENQUIRY_LIMITS,
  HoneypotField,
  SendFailureAlert,
  sendEnquiry,
  useSendState,
} from "~/features/enquiries";
import { cn } from "~/lib/utils";

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Name and e-mail are required now that the request is stored and answered (decision 0830 supersedes spec §5's
 * "every field optional": without them nobody can reply); phone, subject and message stay optional.
 */
const schema = z.object({
  fullName: z
    .string()
    .trim()
    .min(1, "Veuillez indiquer votre nom")
    .max(ENQUIRY_LIMITS.fullName, `${ENQUIRY_LIMITS.fullName} caractères au maximum`),
  email: z
    .string()
    .trim()
    .min(1, "Veuillez indiquer votre adresse email")
    .max(ENQUIRY_LIMITS.email, `${ENQUIRY_LIMITS.email} caractères au maximum`)
    .refine((value) => EMAIL_PATTERN.test(value), "Veuillez saisir une adresse email valide"),
  phone: z
    .string()
    .trim()
    .refine(
      (value) => value === "" || /^[+()\d\s.-]{6,25}$/.test(value),
      "Veuillez saisir un numéro de téléphone valide",
    ),
  subject: z.enum(["gestion-projet", "transformation", "formation", "autre"]).or(z.literal("")),
  message: z.string().trim().max(2000, "2000 caractères au maximum"),
});

type ProjectContactValues = z.infer<typeof schema>;

const emptyValues: ProjectContactValues = { fullName: "", email: "", phone: "", subject: "", message: "" };

/** The dialog's id: « Contactez-nous » opens it through the platform (`commandfor`, decision 1053). */
export const PROJECT_DIALOG_ID = "projet-dialog";

/** A button's invoker command on the project dialog, for buttons that the browser performs without any script. */
export function projectDialogCommand(command: "show-modal" | "close") {
  // React's types do not know the invoker commands yet; React and Preact write them as given.
  return { commandfor: PROJECT_DIALOG_ID, command } as Record<string, string>;
}

function projectDialog(): HTMLDialogElement | null {
  const dialog = document.getElementById(PROJECT_DIALOG_ID);
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

/**
 * What a browser without invoker commands does once the island is there: the button's click opens the dialog itself.
 * (A browser with them has opened it already.)
 */
export function openProjectDialogWithoutCommands() {
  if ("command" in HTMLButtonElement.prototype) return;
  const dialog = projectDialog();
  if (dialog && !dialog.open) dialog.showModal();
}

/** The same for the dialog's « Annuler » and « Fermer ». */
function closeProjectDialogWithoutCommands() {
  if (!("command" in HTMLButtonElement.prototype)) projectDialog()?.close();
}

/**
 * "Discutons de votre projet": stored as a 'project' enquiry; the modal closes with the acknowledgement only once the
 * request is stored, and stays open with what was typed when it is not (decision 0830). It is a native modal
 * `<dialog>`, in the page's HTML from the start: the browser opens it on the tap, traps the focus in it, closes it on
 * Escape and gives the focus back to « Contactez-nous », before and after the island is hydrated (decision 1053).
 */
export function ProjectContactDialog() {
  const titleId = useId();
  const descriptionId = useId();
  const { honeypot, failure, run, clearFailure } = useSendState();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProjectContactValues>({ resolver: zodResolver(schema), defaultValues: emptyValues });

  const onSubmit = handleSubmit(async (values) => {
    const subjectLabel = contactSubjects.find((subject) => subject.value === values.subject)?.label;
    const stored = await run((website) =>
      sendEnquiry({
        kind: "project",
        full_name: values.fullName,
        email: values.email,
        phone: values.phone,
        subject: subjectLabel ? `Projet : ${subjectLabel}` : "Discutons de votre projet",
        message: values.message,
        details: values.subject ? { subject: values.subject } : {},
        website,
      }),
    );
    if (!stored) return;
    toast({
      title: "Merci pour votre message",
      description: "Un conseiller vous répondra dans les 24h.",
    });
    reset(emptyValues);
    projectDialog()?.close();
  });

  return (
    <dialog
      id={PROJECT_DIALOG_ID}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onClose={clearFailure}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-lg border bg-background p-6 text-foreground shadow-xl backdrop:bg-black/60"
    >
      <div className="relative grid gap-4">
        <div className="flex flex-col gap-2 pr-6 text-left">
          <h2 id={titleId} className="text-xl leading-tight font-semibold text-foreground">
            Discutons de votre projet
          </h2>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            Laissez-nous vos coordonnées : un conseiller vous répond dans les 24h pour convenir d'un premier échange.
          </p>
        </div>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Nom complet" required error={errors.fullName?.message}>
            <Input autoComplete="name" required {...register("fullName")} />
          </FormField>
          <FormField label="Email professionnel" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" required {...register("email")} />
          </FormField>
          <FormField label="Téléphone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register("phone")} />
          </FormField>
          <FormField label="Sujet principal" error={errors.subject?.message}>
            <select className={cn(inputClasses, "py-0")} {...register("subject")}>
              <option value="">Choisissez un sujet</option>
              {contactSubjects.map((subject) => (
                <option key={subject.value} value={subject.value}>
                  {subject.label}
                </option>
              ))}
            </select>
          </FormField>
          <FormField label="Votre projet en quelques mots" error={errors.message?.message}>
            <Textarea rows={3} {...register("message")} />
          </FormField>
          <HoneypotField ref={honeypot} />
          <ConsentNotice />
          <SendFailureAlert message={failure} />
          <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="outline"
              onClick={closeProjectDialogWithoutCommands}
              {...projectDialogCommand("close")}
            >
              Annuler
            </Button>
            <Button type="submit" variant="accent" disabled={isSubmitting}>
              {isSubmitting ? "Envoi en cours..." : "Envoyer ma demande"}
            </Button>
          </div>
        </form>
        <button
          type="button"
          className="absolute -top-2 -right-2 rounded-sm p-1 text-muted-foreground opacity-80 transition-opacity hover:opacity-100 focus-visible:outline-2 focus-visible:outline-ring"
          onClick={closeProjectDialogWithoutCommands}
          {...projectDialogCommand("close")}
        >
          <XIcon className="size-4" aria-hidden="true" />
          <span className="sr-only">Fermer</span>
        </button>
      </div>
    </dialog>
  );
}
