import type { Currency, PaymentMethod } from "@common/database";
import {
  CHANNEL_LABELS,
  MOBILE_CHANNELS,
  isMobileChannel,
  normalisePhone,
  type MobileChannel,
  type PaymentChannel,
} from "@common/payment-channels";
import { paymentMethodLabel } from "~/domain/payment";

/** Channels, their words and the phone rule are the server's too: written once in common/payment-channels.ts. */
export { isMobileChannel, normalisePhone, type MobileChannel, type PaymentChannel };

export const MOBILE_OPERATORS: { value: MobileChannel; label: string }[] = MOBILE_CHANNELS.map((channel) => ({
  value: channel,
  label: CHANNEL_LABELS[channel],
}));

export interface PaymentMethodInfo {
  label: string;
  /** What choosing it leads to, said before the person confirms. */
  details: string;
}

export const PAYMENT_METHOD_INFO: Record<PaymentMethod, PaymentMethodInfo> = {
  carte: {
    label: paymentMethodLabel("carte"),
    details: "Visa ou Mastercard, sur la page de paiement sécurisée de notre prestataire, où vous serez redirigé.",
  },
  mobile: {
    label: paymentMethodLabel("mobile"),
    details:
      "Orange Money, Wave, MTN ou Moov : vous validez le paiement sur la page de notre prestataire et sur votre téléphone.",
  },
  virement: {
    label: paymentMethodLabel("virement"),
    details: "Les coordonnées bancaires et votre référence s'affichent ici et vous sont envoyées par e-mail.",
  },
};

/** Mobile Money wallets hold francs CFA: a formation priced in CAD offers card and transfer only (issue 18). */
export function methodsForCurrency(currency: Currency | null | undefined): PaymentMethod[] {
  return currency === "XOF" ? ["carte", "mobile", "virement"] : ["carte", "virement"];
}
