/** How a learner pays, and which ways fit which currency (issue 18: no Mobile Money for a formation priced in CAD). */
export type Currency = "XOF" | "CAD";
export type MobileChannel = "orange_money" | "wave" | "mtn" | "moov";
export type ProviderChannel = "carte" | MobileChannel;
export type PaymentChannel = ProviderChannel | "virement";

export const MOBILE_CHANNELS: readonly MobileChannel[] = ["orange_money", "wave", "mtn", "moov"];
export const PAYMENT_CHANNELS: readonly PaymentChannel[] = ["carte", ...MOBILE_CHANNELS, "virement"];

export const CHANNEL_LABELS: Record<PaymentChannel, string> = {
  carte: "Carte bancaire",
  orange_money: "Orange Money",
  wave: "Wave",
  mtn: "MTN Mobile Money",
  moov: "Moov Money",
  virement: "Virement bancaire",
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
export const methodOfChannel = (channel: PaymentChannel) =>
  channel === "carte" ? "carte" : channel === "virement" ? "virement" : "mobile";

/** A phone number as a wallet knows it: digits with an optional leading +, spaces and dots removed; null if not one. */
export function normalisePhone(raw: unknown): string | null {
  if (typeof raw !== "string") return null;
  const compact = raw.replace(/[\s.\-()]/g, "");
  return /^\+?[0-9]{8,15}$/.test(compact) ? compact : null;
}
