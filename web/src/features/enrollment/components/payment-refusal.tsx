import { useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toast";
import { paths } from "~/lib/paths";
import { getSupabase } from "~/lib/supabase";
import { cancelWaitingRequests } from "../payment/api/cancel-request";
import type { Remedy } from "../lib/payment-stages";

/** A refusal in the payment dialog, with what the learner can do about it (issue 42 item 8). */
export function PaymentRefusal({
  error,
  remedy,
  email,
  enrollmentId,
  onWait,
  onRemedyDone,
}: {
  error: string;
  remedy?: Remedy;
  email?: string;
  enrollmentId: number | null;
  onWait: () => void;
  onRemedyDone: () => void;
}) {
  return (
    <div role="alert" className="grid gap-2 text-sm text-destructive">
      <p>{error}</p>
      {remedy === "unpaid_hold_elsewhere" && (
        <Link to={paths.myTrainings()} className="font-medium text-primary underline underline-offset-4">
          Régler ou libérer mon inscription en attente
        </Link>
      )}
      {remedy === "email_not_confirmed" && email && <ResendConfirmation email={email} />}
      {remedy === "mobile_money_pending" && enrollmentId !== null && (
        <CancelWaitingRequest enrollmentId={enrollmentId} onWait={onWait} onCancelled={onRemedyDone} />
      )}
    </div>
  );
}

/**
 * One payment at a time (decision 1029): a Mobile Money request waits on the phone. « Attendre » closes the dialog (the
 * request may still be validated); « Annuler la demande » cancels it, then another way of paying can be chosen.
 */
function CancelWaitingRequest({
  enrollmentId,
  onWait,
  onCancelled,
}: {
  enrollmentId: number;
  onWait: () => void;
  onCancelled: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const cancel = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await cancelWaitingRequests(enrollmentId);
      onCancelled();
      toast({ title: "Demande annulée", description: "Vous pouvez maintenant payer autrement." });
    } catch (caught) {
      setFailure(caught instanceof Error ? caught.message : "La demande n'a pas pu être annulée. Réessayez.");
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={onWait} disabled={busy}>
        Attendre la validation
      </Button>
      <Button variant="outline" size="sm" onClick={() => void cancel()} disabled={busy}>
        Annuler la demande
      </Button>
      {failure && <p className="basis-full text-foreground">{failure}</p>}
    </div>
  );
}

/** « Renvoyer l'e-mail de confirmation »: GoTrue's resend of the sign-up confirmation (type=signup). */
function ResendConfirmation({ email }: { email: string }) {
  const [state, setState] = useState<"idle" | "sending" | "sent">("idle");
  const resend = async () => {
    setState("sending");
    const { error } = await (await getSupabase()).auth.resend({ type: "signup", email });
    if (error) {
      setState("idle");
      toast({
        title: "E-mail non renvoyé",
        description: "Réessayez dans quelques minutes.",
        variant: "destructive",
      });
      return;
    }
    setState("sent");
  };
  if (state === "sent")
    return <p className="text-foreground">E-mail de confirmation renvoyé à {email} : ouvrez le lien qu'il contient.</p>;
  return (
    <Button
      variant="outline"
      size="sm"
      className="justify-self-start"
      onClick={() => void resend()}
      disabled={state === "sending"}
    >
      Renvoyer l'e-mail de confirmation
    </Button>
  );
}
