import type { PhoneMessageRow } from "../api/list-phone-messages";

/** What each phone message was about, as staff read it (decision 1008's purposes). */
export const PURPOSE_LABELS: Record<string, string> = {
  convocation: "Convocation",
  reminder: "Rappel J-2",
  "day-before": "Rappel la veille",
  "hold-reminder": "Réservation bientôt expirée",
  "seat-offered": "Place proposée (liste d'attente)",
  "payment-received": "Paiement reçu",
  "session-moved": "Session déplacée",
  "session-cancelled": "Session annulée",
  "attendance-code": "Code d'émargement",
  evaluation: "Évaluation",
  certificate: "Certificat",
  "call-booked": "Rendez-vous réservé",
  "call-moved": "Rendez-vous déplacé",
  "call-reminder": "Rappel du rendez-vous",
};

export const CHANNEL_LABELS: Record<PhoneMessageRow["channel"], string> = { sms: "SMS", whatsapp: "WhatsApp" };

export const STATUS_LABELS: Record<PhoneMessageRow["status"], string> = {
  queued: "En file",
  sent: "Envoyé",
  delivered: "Remis",
  failed: "Échec",
  cancelled: "Annulé",
};

export const statusVariant = (status: PhoneMessageRow["status"]) =>
  status === "delivered"
    ? "success"
    : status === "failed"
      ? "destructive"
      : status === "sent"
        ? "secondary"
        : "outline";
