/**
 * The one route table of the site: every internal link is built here, so no route is spelled twice.
 */
export const paths = {
  home: () => "/",
  accueil: () => "/accueil",
  welcome: () => "/bienvenue",
  about: () => "/a-propos",
  company: () => "/entreprise",
  team: () => "/notre-equipe",
  careers: () => "/carrieres",
  services: () => "/services",
  serviceDetail: (slug: "conseil" | "coaching") => `/services/${slug}`,
  expertise: (slug: "gestion-de-projet" | "transformation-agile") => `/expertise/${slug}`,
  projectOffice: () => "/solutions/bureau-de-projets",
  industry: (slug: string) => `/industries/${slug}`,
  contact: () => "/contact",
  blog: () => "/blog",
  catalogue: (theme?: string) => (theme ? `/formations?theme=${encodeURIComponent(theme)}` : "/formations"),
  certifications: () => "/formations/certifications",
  course: (id: number | string) => `/formations/${id}`,
  courseEnrolment: (id: number | string) => `/formations/${id}/inscription`,
  caseStudies: () => "/etudes-de-cas",
  caseStudy: (id: string) => `/etudes-de-cas/${id}`,
  auth: (tab?: "signup") => (tab ? `/auth?tab=${tab}` : "/auth"),
  forgotPassword: () => "/mot-de-passe-oublie",
  dashboard: () => "/tableau-de-bord",
  myTrainings: () => "/mes-formations",
  profile: () => "/profil",
  network: () => "/reseau",
  certificates: () => "/certificats",
  verifyCertificate: (numero: string) => `/certificats/verifier/${encodeURIComponent(numero)}`,
  resetPassword: () => "/reinitialiser-mot-de-passe",
  calendar: () => "/calendrier",
  messages: () => "/messages",
  performance: () => "/performance",
  manageCourses: () => "/gestion-formations",
  manageExperts: () => "/gestion-experts",
  manageSessions: () => "/gestion-sessions",
  payments: () => "/paiements",
  statistics: () => "/statistiques",
  legalNotice: () => "/mentions-legales",
  privacy: () => "/confidentialite",
  privacyAlias: () => "/politique-confidentialite",
  terms: () => "/cgv",
} as const;

/** Industry tiles link to /industries/{name lowercased, spaces replaced by dashes} (spec §2). */
export function industrySlug(name: string): string {
  return name.toLowerCase().replace(/\s+/g, "-");
}
