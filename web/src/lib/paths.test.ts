import { matchPath } from "react-router";
import { describe, expect, it } from "vitest";
import manifest from "@common/route-manifest.generated.json";
import { paths } from "./paths";

const samples: { [Name in keyof typeof paths]: Parameters<(typeof paths)[Name]> } = {
  home: [],
  accueil: [],
  welcome: [],
  about: [],
  company: [],
  team: [],
  careers: [],
  services: [],
  serviceDetail: ["conseil"],
  expertise: ["gestion-de-projet"],
  projectOffice: [],
  industry: ["énergie"],
  contact: [],
  blog: [],
  catalogue: ["Agile"],
  certifications: [],
  formation: [12],
  formationEnrollment: [12],
  caseStudies: [],
  caseStudy: ["pmo-hydro"],
  auth: ["signup"],
  forgotPassword: [],
  dashboard: [],
  myTrainings: [],
  profile: [],
  network: [],
  certificates: [],
  verifyCertificate: ["PA-2026-0001"],
  resetPassword: [],
  calendar: [],
  messages: [],
  performance: [],
  manageFormations: [],
  manageExperts: [],
  manageSessions: [],
  payments: [],
  statistics: [],
  legalNotice: [],
  privacy: [],
  privacyAlias: [],
  terms: [],
  quote: [7],
  newsletterConfirm: [],
  newsletterUnsubscribe: [],
  enquiries: [],
  enquiry: ["0d6c3f7e"],
  newsletterSubscribers: [],
  bookCall: [],
  manageCall: ["jeton"],
  callsAdmin: [],
};

const declared = (link: string) =>
  manifest.routes.some(({ path }) => matchPath({ path, caseSensitive: true }, new URL(link, "http://x").pathname));

describe("paths", () => {
  it.each(Object.keys(samples) as (keyof typeof paths)[])("%s links to a page the route table declares", (name) => {
    const link = (paths[name] as (...args: unknown[]) => string)(...samples[name]);
    expect(declared(link)).toBe(true);
  });

  it("builds the same links as before the route table drove them", () => {
    expect(paths.home()).toBe("/");
    expect(paths.formationEnrollment(12)).toBe("/formations/12/inscription");
    expect(paths.catalogue("Gestion & agilité")).toBe("/formations?theme=Gestion%20%26%20agilit%C3%A9");
    expect(paths.catalogue()).toBe("/formations");
    expect(paths.auth("signup")).toBe("/auth?tab=signup");
    expect(paths.auth()).toBe("/auth");
    expect(paths.quote(7)).toBe("/devis?formation=7");
    expect(paths.quote()).toBe("/devis");
    expect(paths.verifyCertificate("PA 1/2")).toBe("/certificats/verifier/PA%201%2F2");
    expect(paths.enquiry("a/b")).toBe("/demandes/a%2Fb");
    expect(paths.industry("énergie")).toBe("/industries/énergie");
  });

  it("finds a link the route table does not declare", () => {
    expect(declared("/formations/12/inscription/x")).toBe(false);
  });
});
