import type { PaymentStatus } from "~/features/enrolment/payment/api/payment-status";

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: "En attente",
  succeeded: "Payé",
  failed: "Échoué",
  cancelled: "Annulé",
};

export const PAYMENT_EVENT_SOURCES: Record<"creation" | "provider" | "admin", string> = {
  creation: "paiement ouvert",
  provider: "confirmé par la plateforme de paiement",
  admin: "enregistré par un administrateur",
};
