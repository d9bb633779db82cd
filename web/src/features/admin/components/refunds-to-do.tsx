import { useId, useState } from "react";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toast";
import { CHANNEL_LABELS } from "~/domain/payment";
import { formatDate, formatMoney } from "@common/format";
import { useRefund, useRefundsDue, type RefundTask } from "../api/refunds";

/**
 * « Remboursements à effectuer »: each refund owed, oldest first. A card payment taken by Stripe is refunded from here
 * through Stripe's API (« Rembourser »); a Mobile Money payment (CinetPay has no refund call) or a transfer is paid out
 * by hand, then recorded here (« Remboursement effectué », with the transfer's reference). Decision 0858.
 */
export function RefundsToDo() {
  const refunds = useRefundsDue();
  if (!refunds.data || refunds.data.length === 0) return null;
  return (
    <Card className="grid gap-3 p-4" aria-labelledby="refunds-to-do-title">
      <h2 id="refunds-to-do-title" className="text-lg font-semibold">
        Remboursements à effectuer ({refunds.data.length})
      </h2>
      <ul className="grid gap-2">
        {refunds.data.map((refund) => (
          <li key={refund.id} className="flex flex-wrap items-center justify-between gap-2 border-t pt-2">
            <span>
              <strong>{formatMoney(refund.amount, refund.currency)}</strong> — {refund.learner || "Apprenant"}{" "}
              (inscription n° {refund.enrollment_id}){refund.reason === "duplicate" && " · reçu en double"}
              {refund.reason === "further_payment" && " · paiement suivant de la place annulée"}
              {refund.expected_on && ` · à rembourser au plus tard le ${formatDate(refund.expected_on)}`}
            </span>
            <RefundAction refund={refund} />
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** How the money goes back, with what to quote: the method, the wallet or account, the reference (finding 15). */
function RefundHow({ refund }: { refund: RefundTask }) {
  const channel = CHANNEL_LABELS[refund.channel as keyof typeof CHANNEL_LABELS] ?? refund.channel;
  const mobile = ["orange_money", "wave", "mtn", "moov"].includes(refund.channel);
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm" data-testid="refund-how">
      <dt className="text-muted-foreground">À rembourser à</dt>
      <dd>{refund.learner || "Apprenant"}</dd>
      <dt className="text-muted-foreground">Moyen</dt>
      <dd>
        {mobile
          ? `Transfert ${channel} vers le portefeuille qui a payé`
          : refund.channel === "virement"
            ? "Virement bancaire : demandez au client le compte à créditer"
            : `Carte bancaire, par la plateforme ${refund.provider}`}
      </dd>
      {mobile && (
        <>
          <dt className="text-muted-foreground">Portefeuille</dt>
          <dd className="font-mono">{refund.phone ?? "numéro non enregistré : voir l'inscription"}</dd>
        </>
      )}
      {refund.paymentReference && (
        <>
          <dt className="text-muted-foreground">Paiement remboursé</dt>
          <dd className="font-mono break-all">{refund.paymentReference}</dd>
        </>
      )}
    </dl>
  );
}

function RefundAction({ refund }: { refund: RefundTask }) {
  const [open, setOpen] = useState(false);
  const [reference, setReference] = useState("");
  const refundMutation = useRefund();
  const referenceId = useId();
  const throughGateway = refund.provider === "stripe";
  const amount = formatMoney(refund.amount, refund.currency);
  // The promise, not mutate's callbacks: the refreshed list drops this task (and unmounts this row) before
  // per-call callbacks would run, and the staff member must still be told the refund went through.
  const confirm = () =>
    refundMutation.mutateAsync({ refundId: refund.id, reference: throughGateway ? undefined : reference.trim() }).then(
      () => {
        setOpen(false);
        toast({ title: throughGateway ? `${amount} remboursés par Stripe` : "Remboursement enregistré" });
      },
      (error: Error) =>
        toast({ title: "Remboursement impossible", description: error.message, variant: "destructive" }),
    );
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={throughGateway ? "default" : "outline"}>
          {throughGateway ? "Rembourser" : "Remboursement effectué"}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{throughGateway ? `Rembourser ${amount} ?` : "Confirmer le remboursement"}</DialogTitle>
          <DialogDescription>
            {throughGateway
              ? "Le montant est rendu sur la carte du client par Stripe."
              : `Rendez ${amount} au client comme indiqué ci-dessous, puis confirmez ici.`}
            {refund.reason === "duplicate"
              ? " Paiement reçu en double : aucun avoir (il n'a pas été facturé)."
              : " L'avoir est émis ensuite."}
          </DialogDescription>
        </DialogHeader>
        <RefundHow refund={refund} />
        {!throughGateway && (
          <div className="grid gap-2">
            <Label htmlFor={referenceId}>Référence du transfert (facultatif)</Label>
            <Input
              id={referenceId}
              value={reference}
              maxLength={200}
              onChange={(event) => setReference(event.target.value)}
            />
          </div>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Annuler
          </Button>
          <Button onClick={confirm} disabled={refundMutation.isPending}>
            {throughGateway ? "Rembourser" : "Remboursement effectué"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
