import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

const f = (file: string) => `features/${file}`;

/**
 * Public pages the build does not prerender: the browser renders them from the app shell (what they show depends
 * on a token or a number in the URL). Every other page outside the signed-in layout is prerendered.
 */
export const renderedInBrowser = [
  "reinitialiser-mot-de-passe",
  "certificats/verifier/:numero",
  "etudes-de-case/:id",
  "emarger",
  "evaluation/:token",
];

export default [
  layout("app/layouts/public-layout.tsx", [
    index(f("marketing/routes/home.tsx"), { id: "home" }),
    route("accueil", f("marketing/routes/home.tsx"), { id: "accueil" }),
    route("a-propos", f("marketing/routes/about.tsx")),
    route("entreprise", f("marketing/routes/company.tsx")),
    route("notre-equipe", f("marketing/routes/team.tsx")),
    route("carrieres", f("marketing/routes/careers.tsx")),
    route("services", f("marketing/routes/services.tsx")),
    route("services/:slug", f("marketing/routes/service-detail.tsx")),
    route("expertise/:slug", f("marketing/routes/expertise.tsx")),
    route("solutions/bureau-de-projets", f("marketing/routes/project-office.tsx")),
    route("industries/:slug", f("marketing/routes/industry.tsx")),
    route("contact", f("marketing/routes/contact.tsx")),
    route("blog", f("marketing/routes/blog.tsx")),
    route("blog/:slug", f("blog/routes/article.tsx")),
    route("etudes-de-cas", f("case-studies/routes/case-study-list.tsx")),
    route("etudes-de-cas/:id", f("case-studies/routes/case-study-detail.tsx")),
    route("etudes-de-case/:id", f("case-studies/routes/misspelled-redirect.tsx")),
    route("mentions-legales", f("legal/routes/legal-notice.tsx")),
    route("confidentialite", f("legal/routes/privacy.tsx")),
    route("politique-confidentialite", f("legal/routes/privacy-redirect.tsx")),
    route("cgv", f("legal/routes/terms.tsx")),
    route("formations", f("catalogue/routes/catalogue.tsx")),
    route("formations/certifications", f("catalogue/routes/certifications.tsx")),
    route("formations/:id", f("course/routes/course-detail.tsx")),
    route("formations/:id/inscription", f("course/routes/course-enrolment.tsx")),
    route("auth", f("auth/routes/auth.tsx")),
    route("mot-de-passe-oublie", f("auth/routes/forgot-password.tsx")),
    route("reinitialiser-mot-de-passe", f("auth/routes/reset-password.tsx")),
    route("certificats/verifier/:numero", f("certificates/routes/verify-certificate.tsx")),
    route("devis", f("enquiries/routes/quote.tsx")),
    route("emarger", f("attendance/routes/sign-attendance.tsx")),
    route("evaluation/:token", f("evaluations/routes/questionnaire.tsx")),
    route("newsletter/confirmation", f("newsletter/routes/confirm.tsx")),
    route("newsletter/desinscription", f("newsletter/routes/unsubscribe.tsx")),
    route("*", f("marketing/routes/not-found.tsx")),
  ]),
  route("bienvenue", f("marketing/routes/landing.tsx")),
  layout("app/layouts/signed-in-layout.tsx", [
    route("tableau-de-bord", "app/routes/dashboard.tsx"),
    route("mes-formations", f("account/routes/my-trainings.tsx")),
    route("profil", f("account/routes/profile.tsx")),
    route("reseau", f("account/routes/network.tsx")),
    route("certificats", f("certificates/routes/my-certificates.tsx")),
    route("calendrier", f("trainer/routes/calendar.tsx")),
    route("messages", f("trainer/routes/messages.tsx")),
    route("performance", f("trainer/routes/performance.tsx")),
    route("gestion-formations", f("admin/routes/manage-courses.tsx")),
    route("gestion-experts", f("admin/routes/manage-experts.tsx")),
    route("gestion-sessions", f("admin/routes/manage-sessions.tsx")),
    route("paiements", f("admin/routes/payments.tsx")),
    route("paiement/retour", f("enrolment/payment/routes/payment-return.tsx")),
    route("statistiques", f("admin/routes/statistics.tsx")),
    route("demandes", f("enquiries/routes/inbox.tsx")),
    route("demandes/:id", f("enquiries/routes/enquiry-detail.tsx")),
    route("abonnes-newsletter", f("newsletter/routes/subscribers.tsx")),
    route("contenus", f("content/routes/content-list.tsx")),
    route("contenus/articles/:id", f("content/routes/article-edit.tsx")),
    route("emargement/:sessionId", f("attendance/routes/session-attendance.tsx")),
    route("resultats", f("evaluations/routes/results.tsx")),
  ]),
] satisfies RouteConfig;
