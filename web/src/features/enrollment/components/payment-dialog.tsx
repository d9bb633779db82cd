import { formatMoney } from "@common/format";
import { useQueryClient } from "@tanstack/react-query";
import { useReducer, useState } from "react";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { toast } from "~/components/ui/toast";
import { enrollmentKeys } from "~/domain/enrollment";
import { useAuth } from "~/lib/auth";
import type { PaymentMethod } from "@common/database";
import { cancellationTermsOf } from "@common/cancellation-policy";
import { FunctionCallError } from "~/lib/invoke-function";
import { enrolInSession, joinWaitlist } from "../api/enrol-in-session";
import { startPayment } from "../payment";
import { acceptSaleTerms } from "../payment/api/cancel-request";
import { openCheckout } from "../payment/open-checkout";
import {
  checkSubmission,
  initialPaymentState,
  offeredMethods,
  paymentReducer,
  transferTooLate,
  type PaymentFormation,
} from "../lib/payment-stages";
import { PaymentChoice } from "./payment-choice";
import { PaymentTransfer } from "./payment-transfer";
import { WaitlistOffer } from "./waitlist-offer";

export interface PaymentDialogProps {
  formation: PaymentFormation;
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

/** The dialog's stages (lib/payment-stages.ts) and the calls that move between them. */
function PaymentForm({
  formation,
  busy,
  setBusy,
  onClose: close,
  onSignedOut,
  enrollmentId: existingEnrollmentId,
  initialMethod,
}: PaymentFormProps) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [today] = useState(() => new Date().toISOString().slice(0, 10));
  // A transfer takes days: not offered for a session that starts within 7 days (decision 1031).
  const tooLate = transferTooLate(formation.session?.starts_on, today);
  const [state, dispatch] = useReducer(paymentReducer, undefined, () =>
    initialPaymentState({
      initialMethod,
      methods: offeredMethods(formation.price_currency, 1, tooLate),
      enrollmentId: existingEnrollmentId,
    }),
  );
  const methods = offeredMethods(formation.price_currency, state.pricing.instalments, tooLate);
  const { stage, enrollmentId } = state;
  const sessionId = formation.session_id ?? null;
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
    const submission = checkSubmission(state, sessionId);
    dispatch({ type: "submitted", submission });
    if (!("wallet" in submission)) return;
    const { wallet } = submission;
    setBusy(true);
    try {
      let id = enrollmentId;
      if (id === null) {
        const held = await enrolInSession({
          sessionId: sessionId!,
          paymentMethod: state.method,
          promoCode: state.pricing.promoCode,
          instalments: state.pricing.instalments,
        });
        id = held.enrollment_id;
        dispatch({ type: "held", enrollmentId: id, holdUntil: held.hold_expires_at ?? null });
      }
      // The CGV and this session's terms, stated beside the button, are recorded as accepted before paying.
      await acceptSaleTerms(id, terms?.text ?? null);
      const channel = state.method === "mobile" ? state.operator : state.method;
      const started = await startPayment({ enrollmentId: id, channel, ...(wallet ? { phone: wallet } : {}) });
      if (started.kind === "checkout") {
        dispatch({ type: "redirecting" });
        openCheckout(started.checkoutUrl);
        return;
      }
      dispatch({ type: "transferStarted", payment: started });
      setBusy(false);
    } catch (caught) {
      setBusy(false);
      const refusal = caught instanceof FunctionCallError ? caught : null;
      if (refusal?.code === "already_enrolled") {
        onClose();
        toast({
          title: "Déjà inscrit",
          description: "Vous êtes déjà inscrit à cette formation. Retrouvez votre inscription dans « Mes formations ».",
        });
        refreshEnrollments();
        return;
      }
      dispatch({ type: "failed", code: refusal?.code, message: refusal?.message, sessionId });
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
      dispatch({ type: "waitlistFailed", message: caught instanceof FunctionCallError ? caught.message : undefined });
    } finally {
      setBusy(false);
    }
  };

  if (stage.name === "transfer")
    return (
      <PaymentTransfer
        formation={formation}
        payment={stage.payment}
        deadline={state.holdUntil}
        sentBy={user && !user.email && user.phone ? "SMS" : "e-mail"}
        onClose={onClose}
      />
    );

  if (stage.name === "full")
    return (
      <WaitlistOffer error={state.error} busy={busy} onClose={onClose} onWait={() => void wait(stage.sessionId)} />
    );

  return (
    <PaymentChoice
      formation={formation}
      state={state}
      dispatch={dispatch}
      methods={methods}
      resuming={existingEnrollmentId !== undefined}
      sessionId={sessionId}
      amount={formation.price != null ? formatMoney(formation.price, formation.price_currency) : null}
      terms={terms}
      transferTooLate={tooLate}
      busy={busy}
      user={user}
      onClose={onClose}
      onConfirm={() => void confirm()}
      onRemedyDone={() => {
        dispatch({ type: "remedyDone" });
        refreshEnrollments();
      }}
    />
  );
}
