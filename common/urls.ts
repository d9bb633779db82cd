/**
 * The site's pages that the server links to (e-mails, jobs, the sitemap) and the front end links to (web/src/lib/paths.ts
 * wraps these): one spelling of each path. Paths only; the server puts its public origin (SITE_URL) in front.
 * web/src/lib/paths.test.ts checks every one against the route table.
 */
const q = encodeURIComponent;

export const pagePaths = {
  auth: () => "/auth",
  dashboard: () => "/tableau-de-bord",
  profile: () => "/profil",
  network: () => "/reseau",
  formation: (id: number | string) => `/formations/${q(String(id))}`,
  /** The learner's seats; `pay` opens the payment dialog of that enrollment. */
  myTrainings: (pay?: number) => (pay === undefined ? "/mes-formations" : `/mes-formations?payer=${pay}`),
  certificates: () => "/certificats",
  verifyCertificate: (numero: string) => `/certificats/verifier/${q(numero)}`,
  evaluation: (token: string) => `/evaluation/${q(token)}`,
  enquiry: (id: string) => `/demandes/${q(id)}`,
  /** The client's quote, opened from the e-mailed link without a password (decision 0997). */
  quote: (token: string) => `/devis/${q(token)}`,
  /** The training manager's « Espace entreprise » (decision 0995). */
  companySpace: () => "/espace-entreprise",
  /** A training agreement opened from the e-mailed link without a password, to read and sign (decision 0999). */
  agreement: (token: string) => `/convention/${q(token)}`,
  /** A training agreement in the « Espace entreprise » (decision 0999). */
  companyAgreement: (id: number | string) => `/espace-entreprise/conventions/${q(String(id))}`,
  /** Where the payment gateway sends the learner back (the function that opened the payment, POST /paiement/retour). */
  paymentReturn: (paymentId?: number | string) =>
    paymentId === undefined ? "/paiement/retour" : `/paiement/retour?paiement=${q(String(paymentId))}`,
  /** A payment link opened without an account by whoever pays (decision 1004). */
  paymentLink: (token: string) => `/paiement/${q(token)}`,
  /** Where the gateway sends the payer of a link back (the token stays in the tab, never in this URL). */
  paymentLinkReturn: (paymentId: number | string) => `/paiement/retour-lien?paiement=${q(String(paymentId))}`,
  newsletterConfirm: (token?: string) =>
    token === undefined ? "/newsletter/confirmation" : `/newsletter/confirmation?token=${q(token)}`,
  newsletterUnsubscribe: (token?: string) =>
    token === undefined ? "/newsletter/desinscription" : `/newsletter/desinscription?token=${q(token)}`,
} as const;
