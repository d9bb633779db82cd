import type { CheckedValues } from "./database.checks.ts";

/** How a learner pays, and which ways fit which currency (issue 18: no Mobile Money for a formation priced in CAD). */
export type Currency = CheckedValues["formations"]["price_currency"];
/** What a payment attempt went through: the card page, one wallet, or a transfer (payments.channel). */
export type PaymentChannel = CheckedValues["payments"]["channel"];
/** The wallets the gateway takes. */
export type MobileChannel = Exclude<PaymentChannel, "carte" | "virement">;
export type ProviderChannel = Exclude<PaymentChannel, "virement">;

export const MOBILE_CHANNELS: readonly MobileChannel[] = ["orange_money", "wave", "mtn", "moov"];
export const PAYMENT_CHANNELS: readonly PaymentChannel[] = ["carte", ...MOBILE_CHANNELS, "virement"];

/** How a learner chose to pay (enrollments.payment_method): a channel's family. */
export type PaymentMethod = CheckedValues["enrollments"]["payment_method"];
export const PAYMENT_METHODS: readonly PaymentMethod[] = ["carte", "mobile", "virement"];

/** The words every screen, e-mail and PDF uses for a payment method. */
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  carte: "Carte bancaire",
  mobile: "Mobile Money",
  virement: "Virement bancaire",
};

/** The words every screen, e-mail and PDF uses for a channel (a wallet is named by its operator). */
export const CHANNEL_LABELS: Record<PaymentChannel, string> = {
  carte: PAYMENT_METHOD_LABELS.carte,
  orange_money: "Orange Money",
  wave: "Wave",
  mtn: "MTN Mobile Money",
  moov: "Moov Money",
  virement: PAYMENT_METHOD_LABELS.virement,
};

export const isPaymentChannel = (value: unknown): value is PaymentChannel =>
  typeof value === "string" && (PAYMENT_CHANNELS as readonly string[]).includes(value);

export const isMobileChannel = (channel: PaymentChannel): channel is MobileChannel =>
  (MOBILE_CHANNELS as readonly string[]).includes(channel);

/** Mobile Money wallets hold francs CFA: only XOF formations offer them. */
export function channelFitsCurrency(channel: PaymentChannel, currency: Currency): boolean {
  return isMobileChannel(channel) ? currency === "XOF" : true;
}

/** The enrollment's payment_method family of a channel. */
export const methodOfChannel = (channel: PaymentChannel): PaymentMethod =>
  channel === "carte" ? "carte" : channel === "virement" ? "virement" : "mobile";

/** A phone number as a wallet knows it: digits with an optional leading +, spaces and dots removed; null if not one. */
export function normalisePhone(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const compact = raw.replace(/[\s.\-()]/g, "");
  return /^\+?[0-9]{8,15}$/.test(compact) ? compact : null;
}
