import type { Currency, PaymentMethod } from "~/lib/database";

/** The wallets the gateway takes (the server's list: server/src/payments/channels.ts). */
export type MobileChannel = "orange_money" | "wave" | "mtn" | "moov";
export type PaymentChannel = "carte" | MobileChannel | "virement";

export const MOBILE_OPERATORS: { value: MobileChannel; label: string }[] = [
  { value: "orange_money", label: "Orange Money" },
  { value: "wave", label: "Wave" },
  { value: "mtn", label: "MTN Mobile Money" },
  { value: "moov", label: "Moov Money" },
];

export const CHANNEL_LABELS: Record<PaymentChannel, string> = {
  carte: "Carte bancaire",
  orange_money: "Orange Money",
  wave: "Wave",
  mtn: "MTN Mobile Money",
  moov: "Moov Money",
  virement: "Virement bancaire",
};

export interface PaymentMethodInfo {
  label: string;
  /** What choosing it leads to, said before the person confirms. */
  details: string;
}

export const PAYMENT_METHOD_INFO: Record<PaymentMethod, PaymentMethodInfo> = {
  carte: {
    label: "Carte bancaire",
    details: "Visa ou Mastercard, sur la page de paiement sécurisée de notre prestataire, où vous serez redirigé.",
  },
  mobile: {
    label: "Mobile Money",
    details: "Orange Money, Wave, MTN ou Moov : vous validez le paiement sur la page de notre prestataire et sur votre téléphone.",
  },
  virement: {
    label: "Virement bancaire",
    details: "Les coordonnées bancaires et votre référence s'affichent ici et vous sont envoyées par e-mail.",
  },
};

/** Mobile Money wallets hold francs CFA: a course priced in CAD offers card and transfer only (issue 18). */
export function methodsForCurrency(currency: Currency | null | undefined): PaymentMethod[] {
  return currency === "XOF" ? ["carte", "mobile", "virement"] : ["carte", "virement"];
}

/** Digits with an optional leading +, 8 to 15 of them once spaces, dots and dashes are removed. */
export function normalisePhone(raw: string): string | null {
  const compact = raw.replace(/[\s.\-()]/g, "");
  return /^\+?[0-9]{8,15}$/.test(compact) ? compact : null;
}

export const isMobileChannel = (channel: PaymentChannel): channel is MobileChannel => MOBILE_OPERATORS.some((operator) => operator.value === channel);
