import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { FormField } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { ConsentNotice, HoneypotField, SendFailureAlert, sendEnquiry, useSendState } from "~/features/enquiries";
import { type ServiceRequestValues, serviceRequestSchema } from "./contact-schemas";

interface ServiceRequestDialogProps {
  /** The service the visitor asked about; the dialog is open while it is set. */
  service: string | null;
  onClose: () => void;
}

const blank = (service: string): ServiceRequestValues => ({ service, name: "", email: "", company: "", message: "" });

/** Request for one service: its name is prefilled read-only; stored as a 'service' enquiry before the acknowledgement. */
export function ServiceRequestDialog({ service, onClose }: ServiceRequestDialogProps) {
  const { honeypot, failure, run, clearFailure } = useSendState();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ServiceRequestValues>({
    resolver: zodResolver(serviceRequestSchema),
    defaultValues: blank(service ?? ""),
  });

  useEffect(() => {
    if (service) reset(blank(service));
    clearFailure();
  }, [service, reset, clearFailure]);

  const onSubmit = async (values: ServiceRequestValues) => {
    const stored = await run((website) =>
      sendEnquiry({
        kind: "service",
        full_name: values.name,
        email: values.email,
        organisation: values.company,
        subject: `Demande de service : ${values.service}`,
        message: values.message,
        details: { service: values.service },
        website,
      }),
    );
    if (!stored) return; // the dialog stays open with what was typed
    toast({
      title: "Demande envoyée",
      description: `Votre demande concernant « ${values.service} » a bien été prise en compte. Nous vous contacterons dans les plus brefs délais.`,
    });
    onClose();
  };

  return (
    <Dialog open={service !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Demander ce service</DialogTitle>
          <DialogDescription>
            Décrivez votre besoin : un consultant vous répond sous 24h ouvrées pour convenir d'un premier échange.
          </DialogDescription>
        </DialogHeader>
        <form
          method="post"
          onSubmit={handleSubmit(onSubmit)}
          noValidate
          className="grid gap-4"
          aria-label="Demande de service"
        >
          <FormField label="Service demandé" id="service-request-service">
            <Input readOnly {...register("service")} />
          </FormField>
          <FormField label="Nom" required error={errors.name?.message} id="service-request-name">
            <Input autoComplete="name" {...register("name")} />
          </FormField>
          <FormField label="Adresse e-mail" required error={errors.email?.message} id="service-request-email">
            <Input type="email" autoComplete="email" {...register("email")} />
          </FormField>
          <FormField label="Entreprise ou organisation" error={errors.company?.message} id="service-request-company">
            <Input autoComplete="organization" {...register("company")} />
          </FormField>
          <FormField label="Votre besoin" required error={errors.message?.message} id="service-request-message">
            <Textarea rows={4} {...register("message")} />
          </FormField>
          <HoneypotField ref={honeypot} />
          <ConsentNotice />
          <SendFailureAlert message={failure} />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Annuler
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Envoi en cours..." : "Envoyer"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
