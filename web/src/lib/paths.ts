// Relative, not @common/: react-router.config.ts loads this file (prerender paths) in Node, which knows no alias.
import { pagePaths } from "../../../common/urls";
import { href } from "react-router";

/**
 * Every internal link of the site, built from the route table (web/src/routes.ts) with React Router's typed
 * `href()`: a pattern below that the table no longer declares fails `npm run typecheck`, and paths.test.ts checks
 * each link against the generated route manifest. The pages the server links to too (e-mails, sitemap) are spelled
 * once in common/urls.ts and wrapped here.
 */
export const paths = {
  home: () => href("/"),
  accueil: () => href("/accueil"),
  welcome: () => href("/bienvenue"),
  about: () => href("/a-propos"),
  company: () => href("/entreprise"),
  team: () => href("/notre-equipe"),
  careers: () => href("/carrieres"),
  services: () => href("/services"),
  serviceDetail: (slug: "conseil" | "coaching") => href("/services/:slug", { slug }),
  expertise: (slug: "gestion-de-projet" | "transformation-agile") => href("/expertise/:slug", { slug }),
  projectOffice: () => href("/solutions/bureau-de-projets"),
  industry: (slug: string) => href("/industries/:slug", { slug }),
  contact: () => href("/contact"),
  bookCall: () => href("/rendez-vous"),
  manageCall: (token: string) => href("/rendez-vous/gerer/:token", { token }),
  callsAdmin: () => href("/gestion-rendez-vous"),
  blog: () => href("/blog"),
  catalogue: (theme?: string) => withQuery(href("/formations"), { theme }),
  certifications: () => href("/formations/certifications"),
  formation: (id: number | string) => pagePaths.formation(id),
  formationEnrollment: (id: number | string) => href("/formations/:id/inscription", { id: String(id) }),
  caseStudies: () => href("/etudes-de-cas"),
  caseStudy: (id: string) => href("/etudes-de-cas/:id", { id }),
  auth: (tab?: "signup") => withQuery(pagePaths.auth(), { tab }),
  forgotPassword: () => href("/mot-de-passe-oublie"),
  dashboard: () => pagePaths.dashboard(),
  myTrainings: () => pagePaths.myTrainings(),
  profile: () => pagePaths.profile(),
  network: () => pagePaths.network(),
  certificates: () => pagePaths.certificates(),
  verifyCertificate: (numero: string) => pagePaths.verifyCertificate(numero),
  resetPassword: () => href("/reinitialiser-mot-de-passe"),
  calendar: () => href("/calendrier"),
  messages: () => href("/messages"),
  performance: () => href("/performance"),
  manageFormations: () => href("/gestion-formations"),
  manageExperts: () => href("/gestion-experts"),
  manageSessions: () => href("/gestion-sessions"),
  payments: () => href("/paiements"),
  statistics: () => href("/statistiques"),
  legalNotice: () => href("/mentions-legales"),
  privacy: () => href("/confidentialite"),
  privacyAlias: () => href("/politique-confidentialite"),
  terms: () => href("/cgv"),
  quote: (formationId?: number | string) =>
    withQuery(href("/devis"), { formation: formationId ? String(formationId) : undefined }),
  newsletterConfirm: () => pagePaths.newsletterConfirm(),
  newsletterUnsubscribe: () => pagePaths.newsletterUnsubscribe(),
  enquiries: () => href("/demandes"),
  enquiry: (id: string) => pagePaths.enquiry(id),
  newsletterSubscribers: () => href("/abonnes-newsletter"),
} as const;

/** Appends the one optional query value a link carries (`?theme=…`), left out when empty. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const [[name, value]] = Object.entries(query);
  return value ? `${path}?${name}=${encodeURIComponent(value)}` : path;
}

/** Industry tiles link to /industries/{name lowercased, spaces replaced by dashes} (spec §2). */
export function industrySlug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, "-");
}
