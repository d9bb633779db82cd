import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

const f = (file: string) => `features/${file}`;

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
    route("*", f("marketing/routes/not-found.tsx")),
  ]),
  route("bienvenue", f("marketing/routes/landing.tsx")),
  layout("app/layouts/signed-in-layout.tsx", [
    route("tableau-de-bord", f("account/routes/dashboard.tsx")),
    route("mes-formations", f("account/routes/my-trainings.tsx")),
    route("profil", f("account/routes/profile.tsx")),
    route("reseau", f("account/routes/network.tsx")),
  ]),
] satisfies RouteConfig;
