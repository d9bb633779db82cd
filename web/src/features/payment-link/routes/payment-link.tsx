import { ShieldAlert } from "lucide-react";
import * as React from "react";
import { useParams, useSearchParams } from "react-router";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Card } from "~/components/ui/card";
import { site } from "~/config/site";
import { RETURN_TOKEN_KEY, loadLinkedPayment } from "../api/payment-link";
import { LinkView } from "../components/link-view";

export function meta() {
  return [
    { title: `Paiement d'une formation | ${site.name}` },
    { name: "description", content: "Régler l'inscription d'un apprenant, sans compte." },
    { name: "robots", content: "noindex, nofollow" },
    { name: "referrer", content: "no-referrer" },
  ];
}

/**
 * /paiement/:token — a payment link opened without an account by whoever pays (decision 1004); also
 * /paiement/retour-lien?paiement=<id>, where the gateway sends the payer back (the token is kept in the tab).
 */
export default function PaymentLinkRoute() {
  const params = useParams();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const rawPayment = Number(search.get("paiement"));
  const paymentId = Number.isSafeInteger(rawPayment) && rawPayment > 0 ? rawPayment : undefined;
  const [token] = React.useState(
    () => params.token ?? (typeof window === "undefined" ? "" : (sessionStorage.getItem(RETURN_TOKEN_KEY) ?? "")),
  );
  const payment = useQuery({
    queryKey: ["payment-link", token, paymentId ?? null],
    queryFn: () => loadLinkedPayment(token, paymentId),
    enabled: token !== "",
    retry: false,
    refetchInterval: (query) => {
      const data = query.state.data;
      return paymentId && data && data.state === "payable" && data.payment?.status !== "failed" ? 2000 : false;
    },
  });
  React.useEffect(() => {
    if (payment.data?.state === "paid") void queryClient.invalidateQueries({ queryKey: ["payment-link", token] });
  }, [payment.data?.state, queryClient, token]);

  if (token === "")
    return (
      <Card role="alert" className="mx-auto my-10 max-w-md p-6">
        Rouvrez le lien de paiement que vous avez reçu pour voir où en est le paiement.
      </Card>
    );
  if (payment.isPending)
    return (
      <p role="status" className="p-10 text-center text-muted-foreground">
        Chargement du paiement…
      </p>
    );
  if (payment.isError)
    return (
      <Card role="alert" className="mx-auto my-10 flex max-w-md flex-row items-start gap-3 p-6">
        <ShieldAlert className="size-10 shrink-0 text-destructive" aria-hidden="true" />
        <p>{payment.error.message}</p>
      </Card>
    );
  return <LinkView token={token} payment={payment.data} />;
}
