import type { PaymentMethod } from "~/lib/database.types";

export interface PaymentNotice {
  title: string;
  description: string;
}

export interface PaymentMethodInfo {
  /** Label of the option in the dialog and in the confirmation toast. */
  label: string;
  /** What the option means, under its label. */
  details: string;
  /** Told right after the enrolment is recorded: what happens next with this method. */
  nextStep: PaymentNotice;
}

export const DEFAULT_PAYMENT_METHOD: PaymentMethod = "carte";

export const TRANSFER_BANK = "NSIA Banque Côte d'Ivoire, agence du Plateau à Abidjan";

/** The three payment methods of spec §3, in the order the dialog lists them. */
export const paymentMethods: Record<PaymentMethod, PaymentMethodInfo> = {
  carte: {
    label: "Carte bancaire",
    details: "Paiement sécurisé par carte Visa ou Mastercard",
    nextStep: {
      title: "Redirection vers le paiement sécurisé",
      description: "Vous allez être redirigé vers notre plateforme de paiement sécurisée.",
    },
  },
  mobile: {
    label: "Mobile Money",
    details: "Orange Money, Wave, MTN Money",
    nextStep: {
      title: "Paiement par Mobile Money",
      description: "Suivez les instructions envoyées par SMS pour finaliser votre paiement.",
    },
  },
  virement: {
    label: "Virement bancaire",
    details: `Virement sur notre compte à la ${TRANSFER_BANK}`,
    nextStep: {
      title: "Coordonnées bancaires envoyées",
      description: "Les coordonnées bancaires pour effectuer votre virement vous ont été envoyées par email.",
    },
  },
};

export const paymentMethodOrder: PaymentMethod[] = ["carte", "mobile", "virement"];
