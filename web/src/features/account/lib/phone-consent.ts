/**
 * The words a learner agrees to before their number receives messages, as the database records them
 * (private.phone_consent_wording, migration 20261207300000): « Mon profil » and the phone sign-up form show the same.
 */
export const PHONE_CONSENT_WORDING =
  "J'accepte de recevoir sur ce numéro, par SMS et/ou WhatsApp selon mon choix, les messages pratiques de mes " +
  "formations (convocation, rappels, paiement, changements, évaluation, certificat). Répondre STOP les arrête.";

/** How the consent was given, recorded with it (`phone_contacts.consent_method`). */
export const PROFILE_CONSENT_METHOD = "Mon profil (site)";
export const PHONE_SIGN_UP_CONSENT_METHOD = "Inscription par téléphone (site)";
