import type { ComponentType } from "react";

/**
 * Every island the runtime can hydrate, by the name its marker carries; each is fetched on its own when first
 * needed. A component listed here is rendered from props given as JSON (docs/decisions/0800).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each island declares its own props
type IslandLoader = () => Promise<ComponentType<any>>;

export const islandComponents = {
  "site-header": () => import("~/components/layout/site-header").then((m) => m.SiteHeader),
  "newsletter-form": () => import("~/components/layout/newsletter-form").then((m) => m.NewsletterForm),
  "home-hero": () => import("~/features/marketing/islands/home-hero-island").then((m) => m.HomeHeroIsland),
  testimonials: () =>
    import("~/features/marketing/components/home/testimonials-section").then((m) => m.TestimonialsSection),
  "contact-form": () => import("~/features/marketing/components/contact/contact-form").then((m) => m.ContactForm),
  "contact-faq": () => import("~/features/marketing/islands/contact-faq-island").then((m) => m.ContactFaqIsland),
  "department-tabs": () =>
    import("~/features/marketing/islands/department-tabs-island").then((m) => m.DepartmentTabsIsland),
  "blog-list": () => import("~/features/marketing/islands/blog-list-island").then((m) => m.BlogListIsland),
  "service-faq": () => import("~/features/marketing/islands/service-faq-island").then((m) => m.ServiceFaqIsland),
  "service-offers": () =>
    import("~/features/marketing/islands/service-offers-island").then((m) => m.ServiceOffersIsland),
  "key-services-tabs": () =>
    import("~/features/marketing/components/services/key-services-tabs").then((m) => m.KeyServicesTabs),
  "industries-tabs": () =>
    import("~/features/marketing/components/industries/industries-tabs").then((m) => m.IndustriesTabs),
  "quick-contact-form": () =>
    import("~/features/marketing/components/services/quick-contact-form").then((m) => m.QuickContactForm),
  "careers-apply": () => import("~/features/marketing/islands/careers-apply-island").then((m) => m.CareersApplyIsland),
  "case-study-tabs": () =>
    import("~/features/case-studies/islands/case-study-tabs-island").then((m) => m.CaseStudyTabsIsland),
  "catalogue-browser": () =>
    import("~/features/catalogue/components/catalogue-browser").then((m) => m.CatalogueBrowser),
  "catalogue-download": () =>
    import("~/features/catalogue/components/catalogue-download-button").then((m) => m.CatalogueDownloadButton),
  "info-request-form": () => import("~/features/catalogue/components/info-request-form").then((m) => m.InfoRequestForm),
  "live-sessions-table": () => import("~/components/formations/live-sessions-table").then((m) => m.LiveSessionsTable),
  "formation-tabs": () =>
    import("~/features/formation/islands/formation-tabs-island").then((m) => m.FormationTabsIsland),
  "formation-enrol": () =>
    import("~/features/formation/islands/formation-enrol-island").then((m) => m.FormationEnrolIsland),
  "formation-sessions": () =>
    import("~/features/formation/components/formation-sessions").then((m) => m.CourseSessions),
  "formation-newsletter": () => import("~/features/formation/components/newsletter-box").then((m) => m.NewsletterBox),
  "newsletter-token": () =>
    import("~/features/newsletter/routes/newsletter-token-page").then((m) => m.NewsletterTokenPage),
  "quote-form": () => import("~/features/enquiries/routes/quote-form-island").then((m) => m.QuoteFormIsland),
  "auth-panel": () => import("~/features/auth/components/auth-panel").then((m) => m.AuthPanel),
  "forgot-password": () => import("~/features/auth/components/forgot-password-form").then((m) => m.ForgotPasswordForm),
} satisfies Record<string, IslandLoader>;

export type IslandName = keyof typeof islandComponents;

export function isIslandName(name: string): name is IslandName {
  return Object.hasOwn(islandComponents, name);
}
