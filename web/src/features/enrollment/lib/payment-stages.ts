import type { CourseSession, Currency, Formation, PaymentMethod } from "@common/database";
import type { PricingChoice } from "~/features/pricing";
import { methodsForCurrency, normalisePhone, type MobileChannel, type StartedPayment } from "../payment";

/** The formation, and the session the learner picked on the page (`session_id`, set by EnrolButton). */
export type PaymentFormation = Pick<Formation, "id" | "title" | "price" | "price_currency"> & {
  session_id?: number;
  /** The session being paid for: repeated in the dialog with the cancellation terms that apply to it (decision 1030). */
  session?: Pick<CourseSession, "starts_on" | "ends_on" | "format" | "city"> | null;
};

/**
 * The payment dialog's state, one pure reducer over its stages (issue 49 item 6): choosing how to pay, redirecting to
 * the gateway, the bank transfer's details, and the waiting-list offer when the session is full. The calls to the
 * functions stay in the dialog; each of their outcomes is an action here.
 */
export type Stage =
  | { name: "choose" }
  | { name: "redirecting" }
  | { name: "transfer"; payment: Extract<StartedPayment, { kind: "transfer" }> }
  | { name: "full"; sessionId: number };

/** What the learner can do about the refusal shown (issue 42 item 8): pay or release the other hold, confirm the address. */
export type Remedy = "unpaid_hold_elsewhere" | "email_not_confirmed" | "mobile_money_pending";

export interface PaymentState {
  stage: Stage;
  /** A promotion code and an instalment plan (decision 1002), shown with the price's breakdown before paying. */
  pricing: PricingChoice;
  method: PaymentMethod;
  operator: MobileChannel;
  phone: string;
  phoneError?: string;
  error?: string;
  remedy?: Remedy;
  /** The enrollment holding the seat: given when resuming, else known once the seat is taken. */
  enrollmentId: number | null;
  holdUntil: string | null;
}

export const PHONE_REFUSED = "Indiquez le numéro du compte Mobile Money (8 à 15 chiffres).";
export const NO_SESSION = "Choisissez une session.";
export const UNEXPECTED = "Une erreur est survenue. Veuillez réessayer.";

/** Checked before any call: the Mobile Money number, then a session (or the enrollment being resumed). */
export type Submission = { wallet: string | null } | { phoneError: string } | { error: string };

export type PaymentAction =
  | { type: "pricingChanged"; pricing: PricingChoice }
  | { type: "methodChosen"; method: PaymentMethod }
  | { type: "operatorChosen"; operator: MobileChannel }
  | { type: "phoneChanged"; phone: string }
  | { type: "submitted"; submission: Submission }
  | { type: "held"; enrollmentId: number; holdUntil: string | null }
  | { type: "redirecting" }
  | { type: "transferStarted"; payment: Extract<StartedPayment, { kind: "transfer" }> }
  /** A refusal from `enrol` or `create-payment` (`code` and `message` when the function said why). */
  | { type: "failed"; code?: string; message?: string; sessionId: number | null }
  | { type: "waitlistFailed"; message?: string }
  | { type: "remedyDone" };

/** Whether a session starts within 7 days of `today` (yyyy-mm-dd): a transfer takes days (decision 1031). */
export function transferTooLate(startsOn: string | undefined, today: string): boolean {
  return startsOn != null && Date.parse(`${startsOn}T00:00:00Z`) < Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000;
}

/** The ways of paying offered: the currency's, without the transfer for instalments or a session too close. */
export function offeredMethods(
  currency: Currency | null | undefined,
  instalments: number,
  tooLate: boolean,
): PaymentMethod[] {
  return methodsForCurrency(currency).filter((value) => (instalments === 1 && !tooLate) || value !== "virement");
}

export function initialPaymentState(options: {
  initialMethod?: PaymentMethod;
  methods: readonly PaymentMethod[];
  enrollmentId?: number;
}): PaymentState {
  const { initialMethod, methods, enrollmentId } = options;
  return {
    stage: { name: "choose" },
    pricing: { instalments: 1 },
    method: initialMethod && methods.includes(initialMethod) ? initialMethod : "carte",
    operator: "orange_money",
    phone: "",
    enrollmentId: enrollmentId ?? null,
    holdUntil: null,
  };
}

export function checkSubmission(state: PaymentState, sessionId: number | null): Submission {
  const wallet = state.method === "mobile" ? normalisePhone(state.phone) : null;
  if (state.method === "mobile" && !wallet) return { phoneError: PHONE_REFUSED };
  if (sessionId === null && state.enrollmentId === null) return { error: NO_SESSION };
  return { wallet };
}

const REMEDIES: readonly string[] = [
  "unpaid_hold_elsewhere",
  "email_not_confirmed",
  "mobile_money_pending",
] satisfies Remedy[];

export function paymentReducer(state: PaymentState, action: PaymentAction): PaymentState {
  switch (action.type) {
    case "pricingChanged":
      return {
        ...state,
        pricing: action.pricing,
        method: action.pricing.instalments > 1 && state.method === "virement" ? "carte" : state.method,
      };
    case "methodChosen":
      return { ...state, method: action.method };
    case "operatorChosen":
      return { ...state, operator: action.operator };
    case "phoneChanged":
      return { ...state, phone: action.phone };
    case "submitted": {
      const { submission } = action;
      const cleared = { ...state, error: undefined, remedy: undefined };
      if ("phoneError" in submission) return { ...cleared, phoneError: submission.phoneError };
      return { ...cleared, phoneError: undefined, error: "error" in submission ? submission.error : undefined };
    }
    case "held":
      return { ...state, enrollmentId: action.enrollmentId, holdUntil: action.holdUntil };
    case "redirecting":
      return { ...state, stage: { name: "redirecting" } };
    case "transferStarted":
      return { ...state, stage: { name: "transfer", payment: action.payment } };
    case "failed": {
      const { code, message, sessionId } = action;
      if (code === "session_full" && sessionId !== null) return { ...state, stage: { name: "full", sessionId } };
      return {
        ...state,
        remedy: code !== undefined && REMEDIES.includes(code) ? (code as Remedy) : state.remedy,
        error: message ?? UNEXPECTED,
      };
    }
    case "waitlistFailed":
      return { ...state, error: action.message ?? UNEXPECTED };
    case "remedyDone":
      return { ...state, error: undefined, remedy: undefined };
  }
}
