import { CircleX, LoaderCircle } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { site } from "~/config/site";
import { paths } from "~/lib/paths";
import { usePayment } from "../api/payment-status";
import { PaymentMessage } from "../components/payment-message";
import { PaymentOutcome } from "../components/payment-outcome";
import { RefundNotice } from "../components/refund-notice";

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
      <PaymentMessage
        icon={<CircleX className="size-10 text-destructive" aria-hidden="true" />}
        title="Paiement introuvable"
        text="Ce lien ne correspond à aucun de vos paiements."
      />
    );
  } else if (payment.isPending) {
    body = (
      <PaymentMessage
        icon={<LoaderCircle className="size-10 animate-spin text-primary" aria-hidden="true" />}
        title="Chargement de votre paiement…"
      />
    );
  } else if (payment.isError) {
    body = (
      <PaymentMessage
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
