import { Button } from "~/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { formatSessionDates, sessionPlace } from "~/lib/session-format";
import type { StartedPayment } from "../payment";
import { BankTransferDetails } from "../payment/components/bank-transfer-details";
import type { PaymentFormation } from "../lib/payment-stages";

/** The payment dialog's transfer stage: the seat is held, the reference and bank details stay until « Terminé ». */
export function PaymentTransfer({
  formation,
  payment,
  deadline,
  sentBy,
  onClose,
}: {
  formation: PaymentFormation;
  payment: Extract<StartedPayment, { kind: "transfer" }>;
  deadline: string | null;
  sentBy: "SMS" | "e-mail";
  onClose: () => void;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>Inscription enregistrée : réglez par virement</DialogTitle>
        <DialogDescription>
          {formation.title}
          {formation.session && (
            <span className="block text-foreground">
              {formatSessionDates(formation.session.starts_on, formation.session.ends_on)} ·{" "}
              {sessionPlace(formation.session)}
            </span>
          )}
        </DialogDescription>
      </DialogHeader>
      <BankTransferDetails {...payment} deadline={deadline} sentBy={sentBy} />
      <DialogFooter>
        <Button onClick={onClose}>Terminé</Button>
      </DialogFooter>
    </>
  );
}
