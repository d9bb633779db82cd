/**
 * CinetPay's API answer codes (Payment API, « Tableau des codes »), each with what the learner is told.
 * Codes the table documents but this site never meets (Transfer API, seamless SDK) are left out; an unknown code gets
 * the generic message.
 */
export const CINETPAY_MESSAGES: Record<string, string> = {
  "00": "Paiement accepté.",
  "201": "Transaction créée : poursuivez sur la page de CinetPay.",
  "600": "Le paiement a échoué : aucun montant n'a été débité. Réessayez ou choisissez un autre moyen de paiement.",
  "602": "Solde insuffisant sur votre compte Mobile Money : rechargez-le ou choisissez un autre moyen de paiement.",
  "603": "Le service de paiement de votre opérateur est momentanément indisponible. Réessayez dans quelques minutes.",
  "604": "Le code de validation (OTP) saisi est incorrect. Recommencez le paiement.",
  "606": "Le paiement ne peut pas être ouvert (paramètres du compte marchand). Notre équipe a été prévenue.",
  "608": "Une information obligatoire manque pour ouvrir le paiement. Réessayez ou contactez-nous.",
  "609":
    "Le paiement en francs CFA est momentanément indisponible (identification auprès de CinetPay). Réessayez plus tard.",
  "613": "Le paiement en francs CFA est momentanément indisponible (service marchand inconnu). Réessayez plus tard.",
  "623": "En attente de votre validation sur votre téléphone.",
  "624": "CinetPay n'a pas pu traiter la demande. Réessayez dans quelques minutes.",
  "625": "Le service de paiement est suspendu côté CinetPay. Choisissez un autre moyen de paiement.",
  "627": "Le paiement a été annulé : aucun montant n'a été débité.",
  "662": "En attente de votre paiement sur la page de CinetPay.",
  "663": "En attente du code de validation (OTP) de votre opérateur.",
  "429": "Trop de tentatives de paiement en peu de temps. Patientez une minute puis réessayez.",
};

export const CINETPAY_GENERIC_MESSAGE =
  "La plateforme de paiement CinetPay n'a pas accepté la demande. Réessayez dans quelques minutes.";

export const cinetpayMessage = (code: unknown) =>
  (typeof code === "string" && CINETPAY_MESSAGES[code]) || CINETPAY_GENERIC_MESSAGE;

/** The smallest amount CinetPay takes, and its rule that francs CFA amounts are multiples of 5. */
export const CINETPAY_MINIMUM_XOF = 100;

/** Why an amount cannot go through CinetPay, in French, or null when it can. */
export function cinetpayAmountProblem(amount: number, currency: string): string | null {
  if (currency !== "XOF") return "CinetPay n'encaisse ici que des francs CFA (XOF).";
  if (!Number.isInteger(amount)) return "Le montant en francs CFA doit être un nombre entier.";
  if (amount < CINETPAY_MINIMUM_XOF)
    return `Le montant minimum payable par CinetPay est de ${CINETPAY_MINIMUM_XOF} F CFA.`;
  if (amount % 5 !== 0) return "CinetPay n'accepte que des montants multiples de 5 F CFA.";
  return null;
}

/** The form fields of a notification, in the order CinetPay concatenates them for its x-token HMAC. */
export const CINETPAY_TOKEN_FIELDS = [
  "cpm_site_id",
  "cpm_trans_id",
  "cpm_trans_date",
  "cpm_amount",
  "cpm_currency",
  "signature",
  "payment_method",
  "cel_phone_num",
  "cpm_phone_prefixe",
  "cpm_language",
  "cpm_version",
  "cpm_payment_config",
  "cpm_page_action",
  "cpm_custom",
  "cpm_designation",
  "cpm_error_message",
] as const;

/** The site's channels as CinetPay's `channels` parameter. */
export const cinetpayChannels = (channel: string) => (channel === "carte" ? "CREDIT_CARD" : "MOBILE_MONEY");
