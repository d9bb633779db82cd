import { useState } from "react";
import { FormDialogFooter } from "~/components/back-office/form-dialog-footer";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FormField } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toast";
import { staffCancelCall, useCallsAdminMutation, type CallBookingRow } from "../api/calls-admin";

const MAX_REASON = 500;

/**
 * Staff cancel a booked call (decision 1069): the reason is required (the database refuses without one, 422), and
 * the dialog says who is told and how — the visitor by e-mail and, when they ticked a box, by SMS/WhatsApp, with the
 * reason; the consultant by e-mail.
 */
export function CancelCallDialog({ booking }: { booking: CallBookingRow }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const cancel = useCallsAdminMutation(staffCancelCall);
  const byPhone =
    booking.sms_reminder && booking.whatsapp_reminder
      ? " et par SMS/WhatsApp"
      : booking.sms_reminder
        ? " et par SMS"
        : booking.whatsapp_reminder
          ? " et par WhatsApp"
          : "";

  const close = () => {
    setOpen(false);
    setReason("");
    setError(undefined);
  };
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const text = reason.trim();
    if (!text) {
      setError("Indiquez le motif de l'annulation : il est envoyé au visiteur.");
      return;
    }
    cancel.mutateAsync({ bookingId: booking.id, reason: text }).then(
      () => {
        toast({
          title: "Rendez-vous annulé",
          description: `${booking.full_name} est prévenu par e-mail${byPhone}, avec le motif.`,
        });
        close();
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  };

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        aria-label={`Annuler le rendez-vous de ${booking.full_name}`}
        onClick={() => setOpen(true)}
      >
        Annuler
      </Button>
      <Dialog open={open} onOpenChange={(next) => !next && !cancel.isPending && close()}>
        <DialogContent>
          <form method="post" onSubmit={submit} noValidate className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Annuler le rendez-vous de {booking.full_name} ?</DialogTitle>
              <DialogDescription>
                {booking.full_name} est prévenu par e-mail{byPhone}, avec le motif ; le consultant reçoit l'annulation
                par e-mail et l'événement est retiré des agendas.
              </DialogDescription>
            </DialogHeader>
            <FormField
              label="Motif de l'annulation"
              required
              error={error}
              hint="Envoyé au visiteur ; court de préférence (le SMS en reprend 40 caractères)."
            >
              <Textarea
                value={reason}
                maxLength={MAX_REASON}
                rows={2}
                onChange={(event) => setReason(event.target.value)}
                placeholder="Ex. : consultant indisponible ce jour-là"
              />
            </FormField>
            <FormDialogFooter
              onCancel={close}
              cancelLabel="Revenir"
              cancelDisabled={cancel.isPending}
              submitDisabled={cancel.isPending}
            >
              Annuler le rendez-vous
            </FormDialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
