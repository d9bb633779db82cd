import { formatMoney } from "@common/format";
import { useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import { toast } from "~/components/ui/toast";
import { enrollmentKeys } from "~/domain/enrollment";
import { useAuth } from "~/lib/auth";
import { paths } from "~/lib/paths";
import { getSupabase } from "~/lib/supabase";
import type { CourseSession, Formation, PaymentMethod } from "@common/database";
import { cancellationTermsOf } from "@common/cancellation-policy";
import { formatSessionDates, sessionPlace } from "~/lib/session-format";
import { cn } from "~/lib/utils";
import { FunctionCallError } from "~/lib/invoke-function";
import { enrolInSession, joinWaitlist } from "../api/enrol-in-session";
import {
  PAYMENT_METHOD_INFO,
  methodsForCurrency,
  normalisePhone,
  startPayment,
  type MobileChannel,
  type StartedPayment,
} from "../payment";
import { acceptSaleTerms, cancelWaitingRequests } from "../payment/api/cancel-request";
import { BankTransferDetails } from "../payment/components/bank-transfer-details";
import { MobileMoneyFields } from "../payment/components/mobile-money-fields";
import { openCheckout } from "../payment/open-checkout";
import { PricingChoices, type PricingChoice } from "~/features/pricing";

export interface PaymentDialogProps {
  /** The formation, and the session the learner picked on the page (`session_id`, set by EnrolButton). */
  formation: Pick<Formation, "id" | "title" | "price" | "price_currency"> & {
    session_id?: number;
    /** The session being paid for: repeated in the dialog with the cancellation terms that apply to it (decision 1030). */
    session?: Pick<CourseSession, "starts_on" | "ends_on" | "format" | "city"> | null;
  };
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSignedOut?: () => void;
  /**
   * Resuming: the learner's pending enrollment, already holding its seat. The dialog then opens a new payment attempt
   * on it (any channel that fits the currency) instead of enrolling again.
   */
  enrollmentId?: number;
  /** The method chosen at first, preselected when resuming. */
  initialMethod?: PaymentMethod;
}

/** 'Choisissez votre moyen de paiement': the seat is taken, then paid on the server (issue 13). */
export function PaymentDialog({
  formation,
  open,
  onOpenChange,
  onSignedOut,
  enrollmentId,
  initialMethod,
}: PaymentDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent showCloseButton={!busy} className="max-h-[95dvh] overflow-y-auto">
        {open && (
          <PaymentForm
            formation={formation}
            busy={busy}
            setBusy={setBusy}
            onClose={() => onOpenChange(false)}
            onSignedOut={onSignedOut}
            enrollmentId={enrollmentId}
            initialMethod={initialMethod}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface PaymentFormProps extends Pick<
  PaymentDialogProps,
  "formation" | "onSignedOut" | "enrollmentId" | "initialMethod"
> {
  busy: boolean;
  setBusy: (busy: boolean) => void;
  onClose: () => void;
}

type Stage =
  | { name: "choose" }
  | { name: "redirecting" }
  | { name: "transfer"; payment: Extract<StartedPayment, { kind: "transfer" }> }
  | { name: "full"; sessionId: number };

function PaymentForm({
  formation,
  busy,
  setBusy,
  onClose: close,
  onSignedOut,
  enrollmentId: existingEnrollmentId,
  initialMethod,
}: PaymentFormProps) {
  const idPrefix = useId();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  /** A promotion code and an instalment plan (decision 1002), shown with the price's breakdown before paying. */
  const [pricing, setPricing] = useState<PricingChoice>({ instalments: 1 });
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  // A transfer takes days: not offered for a session that starts within 7 days (decision 1031).
  const transferTooLate =
    formation.session != null &&
    Date.parse(`${formation.session.starts_on}T00:00:00Z`) < Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000;
  const methods = methodsForCurrency(formation.price_currency).filter(
    (value) => (pricing.instalments === 1 && !transferTooLate) || value !== "virement",
  );
  const [method, setMethod] = useState<PaymentMethod>(
    initialMethod && methods.includes(initialMethod) ? initialMethod : "carte",
  );
  const [operator, setOperator] = useState<MobileChannel>("orange_money");
  const [phone, setPhone] = useState("");
  const [phoneError, setPhoneError] = useState<string>();
  const [error, setError] = useState<string>();
  /** What the learner can do about the refusal shown (issue 42 item 8): pay or release the other hold, confirm the address. */
  const [remedy, setRemedy] = useState<"unpaid_hold_elsewhere" | "email_not_confirmed" | "mobile_money_pending">();
  const [stage, setStage] = useState<Stage>({ name: "choose" });
  const [enrollmentId, setEnrollmentId] = useState<number | null>(existingEnrollmentId ?? null);
  const [holdUntil, setHoldUntil] = useState<string | null>(null);
  const resuming = existingEnrollmentId !== undefined;
  const sessionId = formation.session_id ?? null;
  const amount = formation.price != null ? formatMoney(formation.price, formation.price_currency) : null;
  const terms = formation.session ? cancellationTermsOf(formation.session.starts_on, today) : null;

  const refreshEnrollments = () =>
    user && void queryClient.invalidateQueries({ queryKey: enrollmentKeys.mine(user.id) });
  // The formation page swaps the button for 'Déjà inscrit' once it knows of the enrollment: told on closing, so the
  // bank details stay on screen until the learner is done with them.
  const onClose = () => {
    if (enrollmentId !== null) refreshEnrollments();
    close();
  };

  const confirm = async () => {
    setError(undefined);
    setRemedy(undefined);
    if (!user) {
      toast({
        title: "Connexion requise",
        description: "Veuillez vous connecter pour finaliser votre inscription",
        variant: "destructive",
      });
      onClose();
      onSignedOut?.();
      return;
    }
    const wallet = method === "mobile" ? normalisePhone(phone) : null;
    if (method === "mobile" && !wallet) {
      setPhoneError("Indiquez le numéro du compte Mobile Money (8 à 15 chiffres).");
      return;
    }
    setPhoneError(undefined);
    if (sessionId === null && enrollmentId === null) {
      setError("Choisissez une session.");
      return;
    }
    setBusy(true);
    try {
      let id = enrollmentId;
      if (id === null) {
        const held = await enrolInSession({
          sessionId: sessionId!,
          paymentMethod: method,
          promoCode: pricing.promoCode,
          instalments: pricing.instalments,
        });
        id = held.enrollment_id;
        setEnrollmentId(id);
        setHoldUntil(held.hold_expires_at ?? null);
      }
      // The CGV and this session's terms, stated beside the button, are recorded as accepted before paying.
      await acceptSaleTerms(id, terms?.text ?? null);
      const channel = method === "mobile" ? operator : method;
      const started = await startPayment({ enrollmentId: id, channel, ...(wallet ? { phone: wallet } : {}) });
      if (started.kind === "checkout") {
        setStage({ name: "redirecting" });
        openCheckout(started.checkoutUrl);
        return;
      }
      setStage({ name: "transfer", payment: started });
      setBusy(false);
    } catch (caught) {
      setBusy(false);
      const refusal = caught instanceof FunctionCallError ? caught : null;
      if (refusal?.code === "session_full" && sessionId !== null) {
        setStage({ name: "full", sessionId });
        return;
      }
      if (refusal?.code === "already_enrolled") {
        onClose();
        toast({
          title: "Déjà inscrit",
          description: "Vous êtes déjà inscrit à cette formation. Retrouvez votre inscription dans « Mes formations ».",
        });
        refreshEnrollments();
        return;
      }
      if (
        refusal?.code === "unpaid_hold_elsewhere" ||
        refusal?.code === "email_not_confirmed" ||
        refusal?.code === "mobile_money_pending"
      )
        setRemedy(refusal.code);
      setError(refusal ? refusal.message : "Une erreur est survenue. Veuillez réessayer.");
    }
  };

  const wait = async (session: number) => {
    setBusy(true);
    try {
      const { position } = await joinWaitlist(session);
      onClose();
      toast({
        title: "Inscrit sur la liste d'attente",
        description: `Vous êtes n° ${position}. Nous vous écrivons dès qu'une place se libère.`,
      });
    } catch (caught) {
      setError(caught instanceof FunctionCallError ? caught.message : "Une erreur est survenue. Veuillez réessayer.");
    } finally {
      setBusy(false);
    }
  };

  if (stage.name === "transfer") {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Inscription enregistrée : réglez par virement</DialogTitle>
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
        <BankTransferDetails
          {...stage.payment}
          deadline={holdUntil}
          sentBy={user && !user.email && user.phone ? "SMS" : "e-mail"}
        />
        <DialogFooter>
          <Button onClick={onClose}>Terminé</Button>
        </DialogFooter>
      </>
    );
  }

  if (stage.name === "full") {
    return (
      <>
        <DialogHeader>
          <DialogTitle>Cette session est complète</DialogTitle>
          <DialogDescription>
            Inscrivez-vous sur la liste d'attente : la première place libérée vous est proposée, par e-mail.
          </DialogDescription>
        </DialogHeader>
        {error && (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Annuler
          </Button>
          <Button onClick={() => void wait(stage.sessionId)} disabled={busy}>
            Rejoindre la liste d'attente
          </Button>
        </DialogFooter>
      </>
    );
  }

  const continueLabel = method === "virement" ? "Obtenir les coordonnées bancaires" : "Continuer vers le paiement";
  return (
    <>
      <DialogHeader>
        <DialogTitle>{resuming ? "Régler votre inscription" : "Choisissez votre moyen de paiement"}</DialogTitle>
        <DialogDescription>
          {formation.title}
          {formation.session && (
            <span className="block text-foreground" data-testid="payment-session">
              {formatSessionDates(formation.session.starts_on, formation.session.ends_on)} ·{" "}
              {sessionPlace(formation.session)}
            </span>
          )}
          {amount && <span className="block font-semibold whitespace-nowrap text-foreground">{amount}</span>}
        </DialogDescription>
      </DialogHeader>
      {!resuming && sessionId !== null && formation.price != null && (
        <PricingChoices
          sessionId={sessionId}
          value={pricing}
          onChange={(next) => {
            setPricing(next);
            if (next.instalments > 1 && method === "virement") setMethod("carte");
          }}
          disabled={busy || stage.name === "redirecting"}
        />
      )}
      {transferTooLate && (
        <p className="text-sm text-muted-foreground" data-testid="transfer-unavailable">
          Virement bancaire indisponible : la session commence dans moins de 7 jours, un virement n'arriverait pas à
          temps.
        </p>
      )}
      <RadioGroup
        value={method}
        onValueChange={(value) => setMethod(value as PaymentMethod)}
        aria-label="Moyen de paiement"
        disabled={busy || stage.name === "redirecting"}
      >
        {methods.map((value) => {
          const { label, details } = PAYMENT_METHOD_INFO[value];
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
      {method === "virement" && user && !user.email && user.phone && (
        // A phone-only account (decision 1065): the words its SMS consent is recorded with
        // (private.transfer_sms_wording).
        <p className="text-sm text-muted-foreground" data-testid="transfer-by-sms">
          Les coordonnées bancaires, la référence et la date limite du virement vous sont envoyées par SMS à ce numéro
          (+{user.phone}). Répondez STOP pour ne plus recevoir nos SMS.
        </p>
      )}
      {method === "mobile" && (
        <MobileMoneyFields
          operator={operator}
          onOperatorChange={setOperator}
          phone={phone}
          onPhoneChange={setPhone}
          phoneError={phoneError}
          disabled={busy}
        />
      )}
      {error && (
        <div role="alert" className="grid gap-2 text-sm text-destructive">
          <p>{error}</p>
          {remedy === "unpaid_hold_elsewhere" && (
            <Link to={paths.myTrainings()} className="font-medium text-primary underline underline-offset-4">
              Régler ou libérer mon inscription en attente
            </Link>
          )}
          {remedy === "email_not_confirmed" && user?.email && <ResendConfirmation email={user.email} />}
          {remedy === "mobile_money_pending" && enrollmentId !== null && (
            <CancelWaitingRequest
              enrollmentId={enrollmentId}
              onWait={onClose}
              onCancelled={() => {
                setError(undefined);
                setRemedy(undefined);
                refreshEnrollments();
              }}
            />
          )}
        </div>
      )}
      <p className="text-sm text-muted-foreground" data-testid="payment-terms">
        {terms && (
          <strong className={cn("block", terms.free ? "text-foreground" : "text-destructive")}>{terms.text}.</strong>
        )}
        En continuant, vous acceptez nos{" "}
        <Link to={paths.terms()} target="_blank" className="font-medium text-primary underline underline-offset-4">
          conditions générales de vente
        </Link>
        {terms ? " et ces conditions d'annulation." : ", dont les conditions d'annulation."}
      </p>
      {stage.name === "redirecting" && (
        <p role="status" className="text-sm text-muted-foreground">
          Redirection vers la page de paiement…
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Annuler
        </Button>
        <Button onClick={() => void confirm()} disabled={busy}>
          {busy && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          {busy ? "Traitement en cours..." : continueLabel}
        </Button>
      </DialogFooter>
    </>
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
    return <p className="text-foreground">E-mail de confirmation renvoyé à {email} : ouvrez le lien qu'il contient.</p>;
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
