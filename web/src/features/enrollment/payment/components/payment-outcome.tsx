import { formatMoney } from "@common/format";
import { useQuery } from "@tanstack/react-query";
import { CircleCheck, CircleX, Clock, LoaderCircle } from "lucide-react";
import { Card } from "~/components/ui/card";
import { CHANNEL_LABELS, paymentKeys } from "~/domain/payment";
import { BANK_DETAILS } from "@common/bank-details";
import { formatDeadline } from "../../lib/hold-deadline";
import { fetchAttemptContext } from "../api/attempt-context";
import type { PaymentAttempt } from "../api/payment-status";
import { isMobileChannel } from "../channels";
import { BankTransferDetails } from "./bank-transfer-details";
import { CancelRequest } from "./cancel-request";
import { PaymentMessage } from "./payment-message";
import { PaymentReceived } from "./payment-received";
import { RetryPayment } from "./retry-payment";

const dayFr = (iso: string) =>
  new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
  );

/**
 * What became of the attempt: paid, refused or cancelled (with the seat's state and any duplicate refunded), a transfer
 * awaited, or a confirmation still awaited from the gateway.
 */
export function PaymentOutcome({ payment }: { payment: PaymentAttempt }) {
  const amount = formatMoney(payment.amount, payment.currency);
  const channel = CHANNEL_LABELS[payment.channel] ?? payment.channel;
  const unpaid = payment.status === "failed" || payment.status === "cancelled";
  const context = useQuery({
    queryKey: [...paymentKeys.one(payment.id), "context", payment.status],
    queryFn: () => fetchAttemptContext(payment),
    enabled: unpaid,
  });
  if (payment.status === "succeeded") return <PaymentReceived payment={payment} amount={amount} />;
  if (unpaid) {
    if (!context.data)
      return (
        <PaymentMessage
          icon={<LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />}
          title="Chargement de votre paiement…"
        />
      );
    const { seat, duplicate, holdActive } = context.data;
    if (duplicate) {
      return (
        <Card role="alert" className="grid gap-4 p-6">
          <PaymentMessage
            icon={<CircleCheck className="size-10 text-primary" aria-hidden="true" />}
            title="Paiement reçu en double : nous vous le remboursons"
            text={
              `Votre inscription était déjà réglée par un autre paiement. Ce paiement de ${amount} (${channel}) a bien été reçu, en double : ` +
              (duplicate.status === "refunded" && duplicate.refunded_at
                ? `il vous a été remboursé le ${dayFr(duplicate.refunded_at)}.`
                : `nous vous le remboursons avant le ${dayFr(duplicate.expected_on)}, par le moyen utilisé pour payer. Vous n'avez rien à faire.`)
            }
          />
        </Card>
      );
    }
    const seatPaid = seat?.status === "confirmed" || seat?.status === "completed";
    const what =
      payment.status === "failed"
        ? `La plateforme de paiement a refusé ce paiement (${channel}, ${amount}) : aucun montant n'a été débité.`
        : `Ce paiement (${channel}, ${amount}) a été annulé. Si un montant a malgré tout été débité, nous le recevrons et vous le rembourserons : il apparaîtra dans « Mes formations ».`;
    const next = seatPaid
      ? " Votre inscription est déjà réglée par un autre paiement : il n'y a rien de plus à payer."
      : holdActive
        ? ` Votre place reste réservée jusqu'au ${formatDeadline(seat?.hold_expires_at ?? "")} : vous pouvez réessayer.`
        : seat?.status === "pending"
          ? " Le délai de paiement de votre place est dépassé."
          : "";
    return (
      <Card role="alert" className="grid gap-4 p-6">
        <PaymentMessage
          icon={<CircleX className="size-10 text-destructive" aria-hidden="true" />}
          title={seatPaid ? "Ce paiement n'a pas été utilisé" : "Le paiement n'a pas abouti"}
          text={what + next}
        />
        {holdActive && <RetryPayment payment={payment} />}
      </Card>
    );
  }
  if (payment.channel === "virement") {
    return (
      <Card className="grid gap-4 p-6">
        <PaymentMessage
          icon={<Clock className="size-10 text-primary" aria-hidden="true" />}
          title="En attente de votre virement"
          text="Votre place est réservée. Elle est confirmée dès réception du virement."
        />
        <BankTransferDetails
          reference={payment.provider_reference ?? ""}
          amount={payment.amount}
          currency={payment.currency}
          bank={BANK_DETAILS[payment.currency]}
        />
      </Card>
    );
  }
  return (
    <Card role="status" className="grid gap-4 p-6">
      <PaymentMessage
        icon={<Clock className="size-10 text-primary" aria-hidden="true" />}
        title="Paiement en attente de confirmation"
        text={
          isMobileChannel(payment.channel)
            ? `Validez le paiement de ${amount} sur votre téléphone (${channel}). Cette page se met à jour dès que la plateforme de paiement nous le confirme.`
            : `Nous attendons la confirmation de la plateforme de paiement pour ${amount}. Cette page se met à jour toute seule.`
        }
      />
      {isMobileChannel(payment.channel) && <CancelRequest paymentId={payment.id} />}
    </Card>
  );
}
