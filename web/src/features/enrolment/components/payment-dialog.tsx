import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { toast } from "~/components/ui/toast";
import { useAuth } from "~/lib/auth";
import type { Formation, PaymentMethod } from "~/lib/database.types";
import { formatPrice } from "~/lib/format";
import { cn } from "~/lib/utils";
import { enrollmentsQueryKey, useCreateEnrollment } from "../api/create-enrollment";
import { confirmEnrolment } from "../lib/confirm-enrolment";
import { DEFAULT_PAYMENT_METHOD, paymentMethodOrder, paymentMethods, paymentProvider } from "../payment";

export interface PaymentDialogProps {
  formation: Pick<Formation, "id" | "title" | "price" | "price_currency">;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedOut?: () => void;
}

/** 'Choisissez votre moyen de paiement': carte preselected each time it opens (spec §4 step 3). */
export function PaymentDialog({ formation, open, onOpenChange, onSignedOut }: PaymentDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent showCloseButton={!busy}>
        <PaymentForm formation={formation} busy={busy} setBusy={setBusy} onClose={() => onOpenChange(false)} onSignedOut={onSignedOut} />
      </DialogContent>
    </Dialog>
  );
}

interface PaymentFormProps {
  formation: PaymentDialogProps["formation"];
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onClose: () => void;
  onSignedOut?: () => void;
}

function PaymentForm({ formation, busy, setBusy, onClose, onSignedOut }: PaymentFormProps) {
  const idPrefix = useId();
  const { user } = useAuth();
  const { mutateAsync } = useCreateEnrollment();
  const queryClient = useQueryClient();
  const [method, setMethod] = useState<PaymentMethod>(DEFAULT_PAYMENT_METHOD);
  const price = formatPrice(formation.price, formation.price_currency);

  const confirm = async () => {
    setBusy(true);
    let closed = false;
    try {
      await confirmEnrolment({
        user,
        formation,
        method,
        createEnrollment: mutateAsync,
        provider: paymentProvider,
        notify: toast,
        closeDialog: () => {
          closed = true;
          setBusy(false);
          onClose();
        },
        onSignedOut,
        onAlreadyEnrolled: () => user && void queryClient.invalidateQueries({ queryKey: enrollmentsQueryKey(user.id) }),
        openPaymentPage: (url) => window.location.assign(url),
      });
    } finally {
      if (!closed) setBusy(false);
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Choisissez votre moyen de paiement</DialogTitle>
        <DialogDescription>
          {formation.title}
          {price && <span className="block font-semibold whitespace-nowrap text-foreground">{price}</span>}
        </DialogDescription>
      </DialogHeader>
      <RadioGroup
        value={method}
        onValueChange={(value) => setMethod(value as PaymentMethod)}
        aria-label="Moyen de paiement"
        disabled={busy}
      >
        {paymentMethodOrder.map((value) => {
          const { label, details } = paymentMethods[value];
          const itemId = `${idPrefix}-${value}`;
          return (
            <label
              key={value}
              htmlFor={itemId}
              className={cn(
                "flex cursor-pointer items-start gap-3 rounded-lg border p-4 transition-colors hover:bg-accent",
                method === value && "border-primary bg-secondary",
              )}
            >
              <RadioGroupItem value={value} id={itemId} aria-describedby={`${itemId}-details`} className="mt-1" />
              <span className="grid gap-0.5">
                <span className="font-semibold text-foreground">{label}</span>
                <span id={`${itemId}-details`} aria-hidden="true" className="text-sm text-muted-foreground">
                  {details}
                </span>
              </span>
            </label>
          );
        })}
      </RadioGroup>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Annuler
        </Button>
        <Button onClick={() => void confirm()} disabled={busy}>
          {busy && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          {busy ? "Traitement en cours..." : "Confirmer l'inscription"}
        </Button>
      </DialogFooter>
    </>
  );
}
