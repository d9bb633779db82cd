import type { Currency } from "./payment-channels.ts";

/** Where a transfer goes, per currency (fictitious accounts, as every contact detail of this demo site). */
export interface BankDetails {
  holder: string;
  bank: string;
  /** Lines such as "IBAN : …", "BIC : …", in the order the bank prints them. */
  account: string[];
}

const HOLDER = "Pont Atlantique Conseil inc.";

/** The screen (payment dialog), the e-mail (job payments.bank-details) and the payment function say the same. */
export const BANK_DETAILS: Record<Currency, BankDetails> = {
  XOF: {
    holder: HOLDER,
    bank: "NSIA Banque Côte d'Ivoire, agence du Plateau, Abidjan",
    account: ["IBAN : CI93 CI04 2012 3456 7890 1234 5678", "BIC : BIAOCIAB"],
  },
  CAD: {
    holder: HOLDER,
    bank: "Banque Nationale du Canada, succursale De La Gauchetière, Montréal",
    account: ["Institution : 006", "Transit : 00011", "Compte : 1234567", "SWIFT : BNDCCAMMINT"],
  },
};
