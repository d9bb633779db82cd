import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCinetPayFake, type CinetPayFake } from "../../../tests/fakes/cinetpay-fake";
import { cinetpayAmountProblem } from "../../../supabase/functions/_shared/payments/cinetpay-codes.ts";
import { cinetpayProvider, cinetpayToken } from "../../../supabase/functions/_shared/payments/cinetpay-provider.ts";
import { ProviderRefusedError, type CheckoutRequest } from "../../../supabase/functions/_shared/payments/provider.ts";

const KEYS = { apiKey: "cp-key-123", siteId: "445160", secretKey: "cp-secret-456" };
const request: CheckoutRequest = {
  paymentId: 7,
  amount: 950000,
  currency: "XOF",
  channel: "orange_money",
  phone: "+2250701020304",
  description: "Gestion de projet",
  returnUrl: "https://site.example/paiement/retour?paiement=7",
  notifyUrl: "https://site.example/functions/v1/payment-webhook",
};

describe("CinetPay provider against the documented API (local fake)", () => {
  let fake: CinetPayFake;
  beforeAll(async () => {
    fake = await startCinetPayFake(KEYS);
  });
  afterAll(() => fake.close());
  const provider = (overrides: Partial<typeof KEYS> = {}) =>
    cinetpayProvider({ ...KEYS, ...overrides, apiUrl: fake.url });

  it("opens a Mobile Money transaction and reads its status back: pending, then ACCEPTED", async () => {
    const checkout = await provider().createCheckout(request);
    expect(checkout.checkoutUrl).toMatch(new RegExp(`^${fake.url}/payment/`));
    expect(checkout.providerReference).toMatch(/^PAC7X[0-9A-F]{12}$/);
    expect(await provider().fetchStatus(checkout.providerReference)).toMatchObject({
      status: "pending",
      amount: 950000,
      currency: "XOF",
    });
    await fake.settle(checkout.providerReference, "ACCEPTED", "OM", false);
    expect((await provider().fetchStatus(checkout.providerReference)).status).toBe("succeeded");
  });

  it("turns CinetPay's error codes into French messages for the learner", async () => {
    const refused = provider({ apiKey: "wrong" }).createCheckout(request);
    await expect(refused).rejects.toBeInstanceOf(ProviderRefusedError);
    await expect(refused).rejects.toMatchObject({
      learnerMessage: expect.stringMatching(/momentanément indisponible/),
    });
    await expect(provider({ siteId: "1" }).createCheckout(request)).rejects.toMatchObject({
      learnerMessage: expect.stringMatching(/service marchand inconnu/),
    });
  });

  it("refuses amounts CinetPay does not take before calling it: not a multiple of 5, under 100, not XOF", async () => {
    await expect(provider().createCheckout({ ...request, amount: 950002 })).rejects.toMatchObject({
      learnerMessage: expect.stringMatching(/multiples de 5/),
    });
    expect(cinetpayAmountProblem(95, "XOF")).toMatch(/minimum/);
    expect(cinetpayAmountProblem(1950, "CAD")).toMatch(/francs CFA/);
    expect(cinetpayAmountProblem(950000, "XOF")).toBeNull();
  });

  it("verifies the x-token of a notification with the secret key, and refuses any altered field", async () => {
    const checkout = await provider().createCheckout(request);
    await fake.settle(checkout.providerReference, "ACCEPTED", "OM", false);
    const { body, token } = fake.notificationOf(checkout.providerReference);
    expect(await cinetpayToken(KEYS.secretKey, new URLSearchParams(body))).toBe(token);
    const headers = (value: string) => new Headers({ "x-token": value });
    expect(await provider().verifyNotification(body, headers(token))).toEqual({
      providerReference: checkout.providerReference,
    });
    expect(
      await provider().verifyNotification(body.replace("cpm_amount=950000", "cpm_amount=5"), headers(token)),
    ).toBeNull();
    expect(await provider().verifyNotification(body, headers("a".repeat(64)))).toBeNull();
    expect(await provider().verifyNotification(body, new Headers())).toBeNull();
    expect(await provider({ secretKey: "another" }).verifyNotification(body, headers(token))).toBeNull();
  });
});
