import { describe, expect, it } from "vitest";
import { BANK_DETAILS } from "../payment";
import {
  NO_SESSION,
  PHONE_REFUSED,
  UNEXPECTED,
  checkSubmission,
  initialPaymentState,
  offeredMethods,
  paymentReducer,
  transferTooLate,
  type PaymentState,
} from "./payment-stages";

const start = (changes: Partial<PaymentState> = {}): PaymentState => ({
  ...initialPaymentState({ methods: ["carte", "mobile", "virement"] }),
  ...changes,
});

const transfer = {
  kind: "transfer" as const,
  paymentId: 7,
  reference: "PA-7",
  amount: 450_000,
  currency: "XOF" as const,
  bank: BANK_DETAILS.XOF,
};

// Issue 49 item 6: the payment dialog's stages as one pure reducer, every transition.
describe("the payment dialog's first state", () => {
  it("starts on the choice, by card, Orange Money, no phone, no seat held", () => {
    expect(initialPaymentState({ methods: ["carte", "virement"] })).toEqual({
      stage: { name: "choose" },
      pricing: { instalments: 1 },
      method: "carte",
      operator: "orange_money",
      phone: "",
      enrollmentId: null,
      holdUntil: null,
    });
  });

  it("preselects the method when resuming, if it is still offered, and keeps the enrollment", () => {
    const resumed = initialPaymentState({ initialMethod: "mobile", methods: ["carte", "mobile"], enrollmentId: 12 });
    expect(resumed.method).toBe("mobile");
    expect(resumed.enrollmentId).toBe(12);
    expect(initialPaymentState({ initialMethod: "virement", methods: ["carte", "mobile"] }).method).toBe("carte");
  });
});

describe("the ways of paying offered", () => {
  it("offers the currency's methods, without a transfer for instalments or a session within 7 days", () => {
    expect(offeredMethods("XOF", 1, false)).toEqual(["carte", "mobile", "virement"]);
    expect(offeredMethods("CAD", 1, false)).toEqual(["carte", "virement"]);
    expect(offeredMethods("XOF", 3, false)).toEqual(["carte", "mobile"]);
    expect(offeredMethods("CAD", 1, true)).toEqual(["carte"]);
  });

  it("counts a session as too close for a transfer when it starts within 7 days", () => {
    expect(transferTooLate("2026-12-13", "2026-12-07")).toBe(true);
    expect(transferTooLate("2026-12-14", "2026-12-07")).toBe(false);
    expect(transferTooLate(undefined, "2026-12-07")).toBe(false);
  });
});

describe("choosing how to pay", () => {
  it("records the method, the operator and the phone number", () => {
    let state = paymentReducer(start(), { type: "methodChosen", method: "mobile" });
    state = paymentReducer(state, { type: "operatorChosen", operator: "wave" });
    state = paymentReducer(state, { type: "phoneChanged", phone: "+225 07 00 00 00 01" });
    expect(state).toMatchObject({ method: "mobile", operator: "wave", phone: "+225 07 00 00 00 01" });
  });

  it("records a promotion code and instalments, and drops the transfer for instalments", () => {
    const pricing = { instalments: 3, promoCode: "PMP10" };
    expect(paymentReducer(start({ method: "virement" }), { type: "pricingChanged", pricing })).toMatchObject({
      pricing,
      method: "carte",
    });
    expect(paymentReducer(start({ method: "mobile" }), { type: "pricingChanged", pricing }).method).toBe("mobile");
    expect(
      paymentReducer(start({ method: "virement" }), { type: "pricingChanged", pricing: { instalments: 1 } }).method,
    ).toBe("virement");
  });
});

describe("submitting", () => {
  it("refuses a Mobile Money payment without a valid number, before any call", () => {
    const state = start({ method: "mobile", phone: "12" });
    expect(checkSubmission(state, 4)).toEqual({ phoneError: PHONE_REFUSED });
    expect(checkSubmission({ ...state, phone: "+225 07 00 00 00 01" }, 4)).toEqual({ wallet: "+2250700000001" });
  });

  it("needs a session, unless the enrollment is being resumed", () => {
    expect(checkSubmission(start(), null)).toEqual({ error: NO_SESSION });
    expect(checkSubmission(start({ enrollmentId: 3 }), null)).toEqual({ wallet: null });
    expect(checkSubmission(start(), 4)).toEqual({ wallet: null });
  });

  it("clears the last refusal, and shows the phone's or the session's", () => {
    const refused = start({ error: "Non", remedy: "email_not_confirmed", phoneError: PHONE_REFUSED });
    expect(paymentReducer(refused, { type: "submitted", submission: { wallet: null } })).toMatchObject({
      error: undefined,
      remedy: undefined,
      phoneError: undefined,
    });
    expect(
      paymentReducer(start({ error: "Non" }), { type: "submitted", submission: { phoneError: PHONE_REFUSED } }),
    ).toMatchObject({ error: undefined, phoneError: PHONE_REFUSED });
    expect(paymentReducer(refused, { type: "submitted", submission: { error: NO_SESSION } })).toMatchObject({
      error: NO_SESSION,
      remedy: undefined,
      phoneError: undefined,
    });
  });
});

describe("the calls' outcomes", () => {
  it("keeps the seat taken and its deadline", () => {
    expect(paymentReducer(start(), { type: "held", enrollmentId: 9, holdUntil: "2026-12-09T12:00:00Z" })).toMatchObject(
      { enrollmentId: 9, holdUntil: "2026-12-09T12:00:00Z", stage: { name: "choose" } },
    );
  });

  it("goes to the gateway, or to the bank details", () => {
    expect(paymentReducer(start(), { type: "redirecting" }).stage).toEqual({ name: "redirecting" });
    expect(paymentReducer(start(), { type: "transferStarted", payment: transfer }).stage).toEqual({
      name: "transfer",
      payment: transfer,
    });
  });

  it("offers the waiting list when the session is full", () => {
    expect(paymentReducer(start(), { type: "failed", code: "session_full", message: "Complet", sessionId: 4 })).toEqual(
      { ...start(), stage: { name: "full", sessionId: 4 } },
    );
    expect(
      paymentReducer(start({ enrollmentId: 3 }), {
        type: "failed",
        code: "session_full",
        message: "Complet",
        sessionId: null,
      }),
    ).toMatchObject({ stage: { name: "choose" }, error: "Complet" });
  });

  it("shows the refusal with its remedy, or the generic message when nothing was said", () => {
    for (const code of ["unpaid_hold_elsewhere", "email_not_confirmed", "mobile_money_pending"] as const)
      expect(paymentReducer(start(), { type: "failed", code, message: "Refusé", sessionId: 4 })).toMatchObject({
        error: "Refusé",
        remedy: code,
      });
    expect(paymentReducer(start(), { type: "failed", code: "invalid", message: "Refusé", sessionId: 4 })).toMatchObject(
      { error: "Refusé", remedy: undefined },
    );
    expect(paymentReducer(start(), { type: "failed", sessionId: 4 })).toMatchObject({ error: UNEXPECTED });
  });

  it("clears the refusal once its remedy is done", () => {
    expect(
      paymentReducer(start({ error: "Refusé", remedy: "mobile_money_pending" }), { type: "remedyDone" }),
    ).toMatchObject({ error: undefined, remedy: undefined });
  });

  it("stays on the waiting list offer when joining it fails", () => {
    const full = start({ stage: { name: "full", sessionId: 4 } });
    expect(paymentReducer(full, { type: "waitlistFailed", message: "Liste close" })).toMatchObject({
      stage: { name: "full", sessionId: 4 },
      error: "Liste close",
    });
    expect(paymentReducer(full, { type: "waitlistFailed" }).error).toBe(UNEXPECTED);
  });
});
