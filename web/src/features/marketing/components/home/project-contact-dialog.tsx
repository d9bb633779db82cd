import { zodResolver } from "@hookform/resolvers/zod";
import { useRef } from "react";
import { Controller, useForm } from "react-hook-form";
import { z } from "~/lib/validation/zod-jitless";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "~/components/ui/select";
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

interface ProjectContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Discutons de votre projet": stored as a 'project' enquiry; the modal closes with the acknowledgement only once the
 * request is stored, and stays open with what was typed when it is not (decision 0830).
 */
export function ProjectContactDialog({ open, onOpenChange }: ProjectContactDialogProps) {
  const { honeypot, failure, run, clearFailure } = useSendState();
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ProjectContactValues>({ resolver: zodResolver(schema), defaultValues: emptyValues });

  // Opened from a plain button (no DialogTrigger), so focus is given back by hand on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    const subjectLabel = contactSubjects.find((subject) => subject.value === values.subject)?.label;
    const stored = await run((website) =>
      sendEnquiry({
        kind: "project",
        full_name: values.fullName,
        email: values.email,
        phone: values.phone,
        subject: subjectLabel ? `Projet : ${subjectLabel}` : "Discutons de votre projet",
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
    onOpenChange(false);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) clearFailure();
        onOpenChange(next);
      }}
    >
      <DialogContent
        onOpenAutoFocus={() => {
          returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
        }}
        onCloseAutoFocus={(event) => {
          if (!returnFocusTo.current) return;
          event.preventDefault();
          returnFocusTo.current.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Discutons de votre projet</DialogTitle>
          <DialogDescription>
            Laissez-nous vos coordonnées : un conseiller vous répond dans les 24h pour convenir d'un premier échange.
          </DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
          <FormField label="Nom complet" required error={errors.fullName?.message}>
            <Input autoComplete="name" {...register("fullName")} />
          </FormField>
          <FormField label="Email professionnel" required error={errors.email?.message}>
            <Input type="email" autoComplete="email" inputMode="email" {...register("email")} />
          </FormField>
          <FormField label="Téléphone" error={errors.phone?.message}>
            <Input type="tel" autoComplete="tel" {...register("phone")} />
          </FormField>
          <Controller
            control={control}
            name="subject"
            render={({ field }) => (
              <FormField label="Sujet principal" error={errors.subject?.message}>
                <Select value={field.value || undefined} onValueChange={field.onChange} name={field.name}>
                  <SelectTrigger onBlur={field.onBlur}>
                    <SelectValue placeholder="Choisissez un sujet" />
                  </SelectTrigger>
                  <SelectContent>
                    {contactSubjects.map((subject) => (
                      <SelectItem key={subject.value} value={subject.value}>
                        {subject.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormField>
            )}
          />
          <FormField label="Votre projet en quelques mots" error={errors.message?.message}>
            <Textarea rows={3} {...register("message")} />
          </FormField>
          <HoneypotField ref={honeypot} />
          <ConsentNotice />
          <SendFailureAlert message={failure} />
          <DialogFooter className="mt-2">
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                clearFailure();
                onOpenChange(false);
              }}
            >
              Annuler
            </Button>
            <Button type="submit" variant="accent" disabled={isSubmitting}>
              {isSubmitting ? "Envoi en cours..." : "Envoyer ma demande"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
