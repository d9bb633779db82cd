import { CircleCheck, CircleX, Clock, Download, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import { site } from "~/config/site";
import { formatAmount } from "~/domain/money";
import { CHANNEL_LABELS } from "~/domain/payment";
import { paths } from "~/lib/paths";
import { downloadInvoice } from "../api/download-invoice";
import { FunctionCallError } from "../api/invoke";
import { startPayment } from "../api/create-payment";
import { usePayment, type PaymentAttempt } from "../api/payment-status";
import { BANK_DETAILS } from "../bank-details";
import { isMobileChannel } from "../channels";
import { BankTransferDetails } from "../components/bank-transfer-details";
import { RefundNotice } from "../components/refund-notice";
import { openCheckout } from "../open-checkout";

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

function PaymentOutcome({ payment }: { payment: PaymentAttempt }) {
  const amount = formatAmount(payment.amount, payment.currency);
  const channel = CHANNEL_LABELS[payment.channel] ?? payment.channel;
  if (payment.status === "succeeded") return <Paid payment={payment} amount={amount} />;
  if (payment.status === "failed" || payment.status === "cancelled") {
    return (
      <Card role="alert" className="grid gap-4 p-6">
        <Message
          icon={<CircleX className="size-10 text-destructive" aria-hidden="true" />}
          title="Le paiement n'a pas abouti"
          text={`Aucun montant n'a été débité pour ce paiement (${channel}, ${amount}). Votre place reste réservée quelques minutes : vous pouvez réessayer.`}
        />
        <RetryPayment payment={payment} />
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
