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
import { toast } from "~/components/ui/toast";
import { contactSubjects } from "~/content/home";

// Before the schema below is built: zod's JIT would probe `new Function`, which the site's CSP refuses.

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field is optional (spec §5); an e-mail or phone that is typed must still look like one. */
const schema = z.object({
  fullName: z.string().trim().max(120, "120 caractères au maximum"),
  email: z
    .string()
    .trim()
    .refine((value) => value === "" || EMAIL_PATTERN.test(value), "Veuillez saisir une adresse email valide"),
  phone: z
    .string()
    .trim()
    .refine((value) => value === "" || /^[+()\d\s.-]{6,25}$/.test(value), "Veuillez saisir un numéro de téléphone valide"),
  subject: z.enum(["gestion-projet", "transformation", "formation", "autre"]).or(z.literal("")),
});

type ProjectContactValues = z.infer<typeof schema>;

const emptyValues: ProjectContactValues = { fullName: "", email: "", phone: "", subject: "" };

interface ProjectContactDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * "Discutons de votre projet". Nothing is transmitted (spec §7): submitting closes the modal with an
 * acknowledgement, as decided in docs/decisions/0102.
 */
export function ProjectContactDialog({ open, onOpenChange }: ProjectContactDialogProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ProjectContactValues>({ resolver: zodResolver(schema), defaultValues: emptyValues });

  // Opened from a plain button (no DialogTrigger), so focus is given back by hand on close.
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const onSubmit = handleSubmit(() => {
    toast({
      title: "Merci pour votre message",
      description: "Un conseiller vous répondra dans les 24h.",
    });
    reset(emptyValues);
    onOpenChange(false);
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
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
          <FormField label="Nom complet" error={errors.fullName?.message}>
            <Input autoComplete="name" {...register("fullName")} />
          </FormField>
          <FormField label="Email professionnel" error={errors.email?.message}>
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
          <DialogFooter className="mt-2">
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Annuler
            </Button>
            <Button type="submit" variant="accent">
              Envoyer ma demande
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
