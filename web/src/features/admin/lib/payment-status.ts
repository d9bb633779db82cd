/** Who moved a payment attempt to its status, as the attempt's history tells it. */
export const PAYMENT_EVENT_SOURCES: Record<"creation" | "provider" | "admin" | "learner", string> = {
  creation: "paiement ouvert",
  provider: "confirmé par la plateforme de paiement",
  admin: "enregistré par un administrateur",
  learner: "demande annulée par l'apprenant",
};
