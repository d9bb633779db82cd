import { formatMoney } from "@common/format";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleX, Clock, Download, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { site } from "~/config/site";
import { CHANNEL_LABELS } from "~/domain/payment";
import { paths } from "~/lib/paths";
import { downloadInvoice } from "../api/download-invoice";
import { FunctionCallError } from "~/lib/invoke-function";
import { startPayment } from "../api/create-payment";
import { usePayment, type PaymentAttempt } from "../api/payment-status";
import { BANK_DETAILS } from "@common/bank-details";
import { isMobileChannel } from "../channels";
import { BankTransferDetails } from "../components/bank-transfer-details";
import { RefundNotice } from "../components/refund-notice";
import { openCheckout } from "../open-checkout";
import { cancelPaymentRequest } from "../api/cancel-request";
import { formatDeadline } from "../../lib/hold-deadline";
import { getSupabase } from "~/lib/supabase";
import { paymentKeys } from "~/domain/payment";

export function meta() {
  return [
    { title: `Votre paiement | ${site.name}` },
    { name: "description", content: "Où en est le paiement de votre inscription." },
    { name: "robots", content: "noindex, nofollow" },
  ];
}

/**
 * /paiement/retour?paiement=<id>: where the gateway sends the learner back. It says only what the server knows: the
 * gateway's notification may arrive a few seconds later, so a pending attempt is re-read until it settles.
 */
export default function PaymentReturnRoute() {
  const [params] = useSearchParams();
  const raw = Number(params.get("paiement"));
  const paymentId = Number.isSafeInteger(raw) && raw > 0 ? raw : null;
  const payment = usePayment(paymentId, true);

  let body: React.ReactNode;
  if (paymentId === null || (payment.isSuccess && !payment.data)) {
    body = (
      <Message
        icon={<CircleX className="size-10 text-destructive" aria-hidden="true" />}
        title="Paiement introuvable"
        text="Ce lien ne correspond à aucun de vos paiements."
      />
    );
  } else if (payment.isPending) {
    body = (
      <Message
        icon={<LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />}
        title="Chargement de votre paiement…"
      />
    );
  } else if (payment.isError) {
    body = (
      <Message
        icon={<CircleX className="size-10 text-destructive" aria-hidden="true" />}
        title="Impossible de charger votre paiement"
        text="Rechargez la page dans un instant."
      />
    );
  } else {
    body = (
      <>
        <RefundNotice enrollmentId={payment.data!.enrollment_id} />
        <PaymentOutcome payment={payment.data!} />
      </>
    );
  }
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <h1 className="text-2xl font-bold">Votre paiement</h1>
      {body}
      <p>
        <Link to={paths.myTrainings()} className="font-medium text-primary underline-offset-4 hover:underline">
          Voir mes formations
        </Link>
      </p>
    </div>
  );
}

/** What the learner must be told about an attempt that did not pay the seat: the seat's state and any money owed back. */
interface AttemptContext {
  seat: { status: string; hold_expires_at: string | null } | null;
  /** The seat is still held, at the time it was read. */
  holdActive: boolean;
  /** This very attempt received after the seat was already paid (decision 1029). */
  duplicate: { amount: number; status: string; expected_on: string; refunded_at: string | null } | null;
}

async function fetchAttemptContext(payment: PaymentAttempt): Promise<AttemptContext> {
  const client = await getSupabase();
  const [seat, refunds] = await Promise.all([
    client.from("enrollments").select("status, hold_expires_at").eq("id", payment.enrollment_id).limit(1),
    client
      .from("refunds")
      .select("amount, status, expected_on, refunded_at")
      .eq("payment_id", payment.id)
      .eq("reason", "duplicate")
      .limit(1),
  ]);
  if (seat.error) throw seat.error;
  if (refunds.error) throw refunds.error;
  const owed = refunds.data?.[0];
  const held = seat.data?.[0] ?? null;
  return {
    seat: held,
    holdActive:
      held?.status === "pending" && held.hold_expires_at !== null && Date.parse(held.hold_expires_at) > Date.now(),
    duplicate: owed ? { ...owed, amount: Number(owed.amount) } : null,
  };
}

const dayFr = (iso: string) =>
  new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso),
  );

function PaymentOutcome({ payment }: { payment: PaymentAttempt }) {
  const amount = formatMoney(payment.amount, payment.currency);
  const channel = CHANNEL_LABELS[payment.channel] ?? payment.channel;
  const unpaid = payment.status === "failed" || payment.status === "cancelled";
  const context = useQuery({
    queryKey: [...paymentKeys.one(payment.id), "context", payment.status],
    queryFn: () => fetchAttemptContext(payment),
    enabled: unpaid,
  });
  if (payment.status === "succeeded") return <Paid payment={payment} amount={amount} />;
  if (unpaid) {
    if (!context.data)
      return (
        <Message
          icon={<LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />}
          title="Chargement de votre paiement…"
        />
      );
    const { seat, duplicate, holdActive } = context.data;
    if (duplicate) {
      return (
        <Card role="alert" className="grid gap-4 p-6">
          <Message
            icon={<CircleCheck className="size-10 text-primary" aria-hidden="true" />}
            title="Paiement reçu en double : nous vous le remboursons"
            text={
              `Votre inscription était déjà réglée par un autre paiement. Ce paiement de ${amount} (${channel}) a bien été reçu, en double : ` +
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
        ? `La plateforme de paiement a refusé ce paiement (${channel}, ${amount}) : aucun montant n'a été débité.`
        : `Ce paiement (${channel}, ${amount}) a été annulé. Si un montant a malgré tout été débité, nous le recevrons et vous le rembourserons : il apparaîtra dans « Mes formations ».`;
    const next = seatPaid
      ? " Votre inscription est déjà réglée par un autre paiement : il n'y a rien de plus à payer."
      : holdActive
        ? ` Votre place reste réservée jusqu'au ${formatDeadline(seat?.hold_expires_at ?? "")} : vous pouvez réessayer.`
        : seat?.status === "pending"
          ? " Le délai de paiement de votre place est dépassé."
          : "";
    return (
      <Card role="alert" className="grid gap-4 p-6">
        <Message
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
        <Message
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
      <Message
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

function Paid({ payment, amount }: { payment: PaymentAttempt; amount: string }) {
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string>();
  const download = async () => {
    setDownloading(true);
    setError(undefined);
    try {
      await downloadInvoice(payment.enrollment_id);
    } catch (caught) {
      setError(caught instanceof FunctionCallError ? caught.message : "Le téléchargement a échoué. Réessayez.");
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Card className="grid gap-4 p-6">
      <Message
        icon={<CircleCheck className="size-10 text-emerald-600" aria-hidden="true" />}
        title="Paiement reçu : votre inscription est confirmée"
        text={`Nous avons reçu ${amount}. Votre reçu vous est envoyé par e-mail, avec votre convocation.`}
      />
      <Button onClick={() => void download()} disabled={downloading} className="justify-self-start">
        {downloading ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : <Download aria-hidden="true" />}
        Télécharger la facture (PDF)
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </Card>
  );
}

function RetryPayment({ payment }: { payment: PaymentAttempt & { phone?: string | null } }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (payment.channel === "virement") return null;
  const retry = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const started = await startPayment({
        enrollmentId: payment.enrollment_id,
        channel: payment.channel,
        ...(payment.phone ? { phone: payment.phone } : {}),
      });
      if (started.kind === "checkout") openCheckout(started.checkoutUrl);
    } catch (caught) {
      setError(caught instanceof FunctionCallError ? caught.message : "Une erreur est survenue. Réessayez.");
      setBusy(false);
    }
  };
  return (
    <>
      <Button onClick={() => void retry()} disabled={busy} className="justify-self-start">
        Réessayer le paiement
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </>
  );
}

/** « Annuler la demande » on the return page: the learner changed their mind about the request on the phone. */
function CancelRequest({ paymentId }: { paymentId: number }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const cancel = async () => {
    setBusy(true);
    setError(undefined);
    try {
      await cancelPaymentRequest(paymentId);
    } catch (caught) {
      setError(caught instanceof FunctionCallError ? caught.message : "La demande n'a pas pu être annulée. Réessayez.");
    } finally {
      setBusy(false);
      void queryClient.invalidateQueries({ queryKey: paymentKeys.one(paymentId) });
    }
  };
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted-foreground">
        Vous préférez payer autrement ? Annulez d'abord cette demande : un seul paiement à la fois.
      </p>
      <Button variant="outline" onClick={() => void cancel()} disabled={busy} className="justify-self-start">
        Annuler la demande
      </Button>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

function Message({ icon, title, text }: { icon: React.ReactNode; title: string; text?: string }) {
  return (
    <div className="flex items-start gap-4">
      {icon}
      <div className="grid gap-1">
        <p className="text-lg font-semibold">{title}</p>
        {text && <p className="text-muted-foreground">{text}</p>}
      </div>
    </div>
  );
}
