import { LoaderCircle } from "lucide-react";
import { formatDateRange, formatDateTime, formatMoney } from "@common/format";
import { Card } from "~/components/ui/card";
import { site } from "~/config/site";
import type { LinkedPayment } from "@common/functions/answers";
import { PaidThroughLink } from "./paid-through-link";
import { PayForm } from "./pay-form";

const ABIDJAN = "Africa/Abidjan";

const CLOSED: Record<Exclude<LinkedPayment["state"], "payable" | "paid">, string> = {
  settled: "Cette inscription est déjà payée : rien de plus n'est dû.",
  revoked: "Ce lien de paiement a été remplacé ou retiré : demandez le nouveau lien à l'apprenant.",
  expired: "Ce lien de paiement a expiré : le délai de paiement de la place est dépassé.",
  cancelled: "Cette inscription a été annulée : il n'y a plus rien à payer.",
};

/** The payment a link asks for, and what can be done with it now: pay, wait for the check, or nothing more. */
export function LinkView({ token, payment }: { token: string; payment: LinkedPayment }) {
  const session =
    payment.starts_on && payment.ends_on
      ? `${formatDateRange(payment.starts_on, payment.ends_on)}${payment.city ? `, ${payment.city}` : ""}`
      : null;
  return (
    <article className="mx-auto my-6 grid max-w-3xl gap-6 px-4">
      <header className="grid gap-1">
        <p className="text-sm text-muted-foreground">{site.name}</p>
        <h1 className="text-2xl font-bold text-primary">Paiement d'une formation</h1>
        <p className="text-muted-foreground">
          {payment.recipient_name ? `${payment.recipient_name}, ` : ""}
          {payment.trainee_name} vous demande de régler son inscription. Aucun compte n'est nécessaire.
        </p>
      </header>
      <Card className="p-4">
        <dl className="grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-4">
          <dt className="font-semibold">Formation</dt>
          <dd>{payment.formation_title}</dd>
          <dt className="font-semibold">Stagiaire</dt>
          <dd>{payment.trainee_name}</dd>
          {session && (
            <>
              <dt className="font-semibold">Session</dt>
              <dd>{session}</dd>
            </>
          )}
          <dt className="font-semibold">Montant TTC</dt>
          <dd data-testid="link-amount">{formatMoney(Number(payment.amount), payment.currency)}</dd>
          <dt className="font-semibold">Référence</dt>
          <dd className="font-mono">{payment.reference}</dd>
          {payment.state === "payable" && (
            <>
              <dt className="font-semibold">À régler avant le</dt>
              <dd>{formatDateTime(payment.expires_at, ABIDJAN)}</dd>
            </>
          )}
        </dl>
      </Card>
      {payment.state === "paid" ? (
        <PaidThroughLink token={token} payment={payment} />
      ) : payment.state === "payable" ? (
        payment.payment?.status === "pending" ? (
          <Card role="status" className="flex items-center gap-3 p-4">
            <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
            Paiement en cours de vérification…
          </Card>
        ) : (
          <Card className="p-4">
            {payment.payment?.status === "failed" && (
              <p role="alert" className="mb-3 font-medium text-destructive">
                Le paiement n'a pas abouti : rien n'a été prélevé. Vous pouvez réessayer.
              </p>
            )}
            <PayForm token={token} payment={payment} />
          </Card>
        )
      ) : (
        <Card role="status" className="p-4">
          {CLOSED[payment.state]}
        </Card>
      )}
    </article>
  );
}
