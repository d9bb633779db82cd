import type { User } from "@supabase/auth-js";
import { LoaderCircleIcon } from "lucide-react";
import { useId, type Dispatch } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { RadioGroup, RadioGroupItem } from "~/components/ui/radio-group";
import type { PaymentMethod } from "@common/database";
import { paths } from "~/lib/paths";
import { formatSessionDates, sessionPlace } from "~/lib/session-format";
import { cn } from "~/lib/utils";
import { PricingChoices } from "~/features/pricing";
import { PAYMENT_METHOD_INFO } from "../payment";
import { MobileMoneyFields } from "../payment/components/mobile-money-fields";
import type { PaymentAction, PaymentFormation, PaymentState } from "../lib/payment-stages";
import { PaymentRefusal } from "./payment-refusal";

export interface PaymentChoiceProps {
  formation: PaymentFormation;
  state: PaymentState;
  dispatch: Dispatch<PaymentAction>;
  /** The ways of paying offered (lib/payment-stages.ts `offeredMethods`). */
  methods: PaymentMethod[];
  resuming: boolean;
  sessionId: number | null;
  amount: string | null;
  terms: { free: boolean; text: string } | null;
  transferTooLate: boolean;
  busy: boolean;
  user: User | null;
  onClose: () => void;
  onConfirm: () => void;
  onRemedyDone: () => void;
}

/** The payment dialog's first stage (and its redirecting one): the price, how to pay, the terms, « Continuer ». */
export function PaymentChoice({
  formation,
  state,
  dispatch,
  methods,
  resuming,
  sessionId,
  amount,
  terms,
  transferTooLate,
  busy,
  user,
  onClose,
  onConfirm,
  onRemedyDone,
}: PaymentChoiceProps) {
  const idPrefix = useId();
  const { method, stage, error } = state;
  const redirecting = stage.name === "redirecting";
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
          value={state.pricing}
          onChange={(pricing) => dispatch({ type: "pricingChanged", pricing })}
          disabled={busy || redirecting}
        />
      )}
      {transferTooLate && (
        <p className="text-sm text-muted-foreground" data-testid="transfer-unavailable">
          Virement bancaire indisponible : la session commence dans moins de 7 jours, un virement n'arriverait pas à
          temps.
        </p>
      )}
      <RadioGroup
        value={method}
        onValueChange={(value) => dispatch({ type: "methodChosen", method: value as PaymentMethod })}
        aria-label="Moyen de paiement"
        disabled={busy || redirecting}
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
          operator={state.operator}
          onOperatorChange={(operator) => dispatch({ type: "operatorChosen", operator })}
          phone={state.phone}
          onPhoneChange={(phone) => dispatch({ type: "phoneChanged", phone })}
          phoneError={state.phoneError}
          disabled={busy}
        />
      )}
      {error && (
        <PaymentRefusal
          error={error}
          remedy={state.remedy}
          email={user?.email}
          enrollmentId={state.enrollmentId}
          onWait={onClose}
          onRemedyDone={onRemedyDone}
        />
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
      {redirecting && (
        <p role="status" className="text-sm text-muted-foreground">
          Redirection vers la page de paiement…
        </p>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Annuler
        </Button>
        <Button onClick={onConfirm} disabled={busy}>
          {busy && <LoaderCircleIcon className="animate-spin" aria-hidden="true" />}
          {busy ? "Traitement en cours..." : continueLabel}
        </Button>
      </DialogFooter>
    </>
  );
}
