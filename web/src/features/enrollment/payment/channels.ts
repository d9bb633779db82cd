import { paymentMethodLabel, type MobileChannel, type PaymentChannel } from "~/domain/payment";
import type { Currency, PaymentMethod } from "@common/database";

export type { MobileChannel, PaymentChannel };

export const MOBILE_OPERATORS: { value: MobileChannel; label: string }[] = [
  { value: "orange_money", label: "Orange Money" },
  { value: "wave", label: "Wave" },
  { value: "mtn", label: "MTN Mobile Money" },
  { value: "moov", label: "Moov Money" },
];

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
      "Orange Money, Wave, MTN ou Moov : vous validez le paiement sur la page de notre prestataire et sur votre téléphone.",
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

/** Digits with an optional leading +, 8 to 15 of them once spaces, dots and dashes are removed. */
export function normalisePhone(raw: string): string | null {
  const compact = raw.replace(/[\s.\-()]/g, "");
  return /^\+?[0-9]{8,15}$/.test(compact) ? compact : null;
}

export const isMobileChannel = (channel: PaymentChannel): channel is MobileChannel =>
  MOBILE_OPERATORS.some((operator) => operator.value === channel);
