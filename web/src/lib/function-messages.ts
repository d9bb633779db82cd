/**
 * The French messages shown when a function gave none of its own (no answer, or an answer without `error`), for the
 * screens of several features: a small module, so an admin page does not load the payment dialog to read one line.
 */

/** Shown when a payment function gave no French message of its own (payment, refund, reconciliation, its PDFs). */
export const PAYMENT_UNREACHABLE = "Le service de paiement est injoignable. Vérifiez votre connexion puis réessayez.";
