import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Enrollment } from "~/lib/database.types";
import { SIMULATED_CARD_DELAY_MS, simulatedPaymentProvider } from "./simulated-payment-provider";

const enrollment: Enrollment = {
  id: 1,
  formation_id: 22,
  user_id: "u1",
  payment_method: "carte",
  payment_currency: "XOF",
  payment_amount: 950000,
  status: "pending",
  created_at: "2026-11-22T00:00:00.000Z",
};

describe("simulatedPaymentProvider", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("completes a card payment after 2000 ms with the 'Paiement simulé' notice", async () => {
    let outcome: unknown;
    void simulatedPaymentProvider.startPayment({ method: "carte", enrollment }).then((o) => (outcome = o));
    await vi.advanceTimersByTimeAsync(SIMULATED_CARD_DELAY_MS - 1);
    expect(outcome).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ status: "paid", notice: { title: "Paiement simulé" } });
  });

  it("leaves Mobile Money and transfers pending at once, without notice", async () => {
    await expect(simulatedPaymentProvider.startPayment({ method: "mobile", enrollment })).resolves.toEqual({ status: "pending" });
    await expect(simulatedPaymentProvider.startPayment({ method: "virement", enrollment })).resolves.toEqual({ status: "pending" });
  });
});
