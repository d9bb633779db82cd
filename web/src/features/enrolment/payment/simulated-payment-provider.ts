import type { PaymentProvider } from "./payment-provider";

/** Spec §9: the card payment is simulated and takes 2000 ms. */
export const SIMULATED_CARD_DELAY_MS = 2000;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * No money moves (spec §1: payment is simulated). A card payment "completes" after the simulated delay; Mobile
 * Money and transfers are completed by the person outside the site, so they stay pending.
 */
export const simulatedPaymentProvider: PaymentProvider = {
  async startPayment({ method }) {
    if (method !== "carte") return { status: "pending" };
    await wait(SIMULATED_CARD_DELAY_MS);
    return {
      status: "paid",
      notice: {
        title: "Paiement simulé",
        description: "Le paiement par carte a été simulé avec succès. Votre inscription est en attente de validation.",
      },
    };
  },
};
